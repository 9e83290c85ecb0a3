// English words that mark the structure of a request (clauses, negation, questions, places).
/** Words after which a further verb continues the request ("find X and move it"). */
export const coordinators: readonly string[] = ['and', 'then'];

/** Words that may sit between a coordinator and the next verb ("and then move"). */
export const coordinationFillers: readonly string[] = ['then', 'also', 'please', 'after', 'that'];

/** Words before a verb form that make it a noun ("the trash", "la ricerca"): articles, possessives, demonstratives and prepositions that do not introduce an infinitive. */
export const nounMarkers: readonly string[] = [
  'the', 'an', 'my', 'your', 'our', 'his', 'her', 'their', 'its', 'this', 'these', 'those', 'some', 'any', 'every',
  'each', 'of', 'in', 'on', 'at', 'from', 'with', 'into',
];

/** Words that negate the verb after them in its clause ("don't delete", "non cancellare"). */
export const negators: readonly string[] = ['not', 'never', 'dont', 'without'];

/** Contractions whose `n't` negates: "don't" reads as the tokens `don` + `t`. */
export const negatedAuxiliaries: readonly string[] = ['don', 'doesn', 'didn', 'won', 'can', 'couldn', 'shouldn', 'wouldn', 'mustn', 'isn', 'aren'];

/** Prepositions (simple and articulated) before a place ("in Documenti", "from downloads", "nel cestino"). */
export const placePrepositions: readonly string[] = ['in', 'into', 'to', 'from', 'under', 'inside', 'within', 'at', 'on', 'onto'];

/** Words that may sit between a place preposition and the place ("in my Documents", "nella mia cartella"). */
export const placeDeterminers: readonly string[] = ['my', 'the', 'your', 'our', 'folder', 'directory'];

/** Nouns for a folder ("the Downloads folder", "cartella Documenti"). */
export const folderNouns: readonly string[] = ['folder', 'directory', 'dir', 'mailbox'];

/** Object pronouns that may sit between a coordinator and the next verb ("and move it", "e li sposti"). */
export const objectPronouns: readonly string[] = ['it', 'them', 'me'];

/** Subjects and perfect auxiliaries after which a verb form states a fact ("the files I moved", "ho spostato"). */
export const declarativeSubjects: readonly string[] = ['i', 'we', 'they', 'he', 'she', 'did', 'have', 'has', 'had'];

/** Subject pronouns (see `invertingWords`). */
export const subjectPronouns: readonly string[] = ['i', 'we', 'they', 'he', 'she'];

/** Words before a subject that keep the verb an action asked about ("how do I move"). */
export const invertingWords: readonly string[] = ['do', 'does', 'can', 'could', 'should', 'shall', 'may', 'will', 'would', 'if', 'to', 'must'];

/** Words before "you" that keep the verb a request ("can you move"). */
export const politeModals: readonly string[] = ['can', 'could', 'would', 'will', 'please', 'do', 'did'];

/** Nouns that act as the verb "send" at the start of a clause ("email me the file"). */
export const sendNouns: readonly string[] = ['email', 'mail', 'message', 'text'];

/** Words after such a noun that make it the verb ("email me", "text her"). */
export const sendNounFollowers: readonly string[] = ['me', 'him', 'her', 'them', 'us', 'the', 'this', 'that', 'it', 'a', 'an'];

/** Words that open the object of an imperative ("zip THE pdfs", "stampa I file"). */
export const actionObjectOpeners: readonly string[] = ['the', 'my', 'all', 'these', 'those', 'this', 'that', 'your'];

/** Words skipped before a request opens a question ("ok, how do I…", "allora come…"). */
export const leadingInterjections: readonly string[] = ['please', 'hey', 'ok', 'okay', 'hi', 'so', 'but', 'and'];

/** Words that may precede an unknown imperative ("please zip the pdfs"). */
export const commandOpeners: readonly string[] = ['please', 'hey', 'ok', 'okay'];

/** Openings that make a request a question about an action ("how do I delete…", "posso cancellare…?"); multi-word openings with spaces. */
export const hypotheticalOpeners: readonly string[] = [
  'how', 'why', 'if', 'what if', 'what happens', 'what would', 'should i', 'should we', 'shall i', 'can i',
  'could i', 'may i', 'is it possible', 'is it safe', 'is it ok', 'is it okay', 'is it fine', 'is it a good idea',
  'would it', 'do i need', 'do you know how', 'explain how', 'did you', 'have you', 'had you',
];

/** Words that link a verb to the free text after it ("remind me to call", "ricordami di chiamare", "say that"). */
export const textConnectors: readonly string[] = ['to', 'that', 'for', 'of', 'about', 'me', 'with', 'say', 'saying'];
