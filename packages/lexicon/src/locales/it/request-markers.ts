// Italian words that mark the structure of a request (clauses, negation, questions, places).
/** Words after which a further verb continues the request ("find X and move it"). */
export const coordinators: readonly string[] = ['e', 'ed', 'poi', 'quindi', 'dopodiché', 'infine'];

/** Words that may sit between a coordinator and the next verb ("and then move"). */
export const coordinationFillers: readonly string[] = ['poi', 'anche', 'quindi', 'subito', 'dopo'];

/** Words before a verb form that make it a noun ("the trash", "la ricerca"): articles, possessives, demonstratives and prepositions that do not introduce an infinitive. */
export const nounMarkers: readonly string[] = [
  'il', 'lo', 'la', 'gli', 'le', 'l', 'un', 'uno', 'una', 'mio', 'mia', 'miei', 'mie', 'tuo', 'tua', 'questo',
  'questa', 'questi', 'queste', 'quel', 'quello', 'quella', 'del', 'dello', 'della', 'dei', 'degli', 'delle',
  'dell', 'nel', 'nello', 'nella', 'nei', 'negli', 'nelle', 'nell', 'al', 'allo', 'alla', 'ai', 'agli', 'alle',
  'sul', 'sulla', 'sui', 'sulle', 'dal', 'dalla', 'dai', 'dalle', 'con', 'in', 'su',
];

/** Words that negate the verb after them in its clause ("don't delete", "non cancellare"). */
export const negators: readonly string[] = ['non', 'mai', 'né', 'senza', 'nemmeno', 'neanche'];

/** Contractions whose `n't` negates: "don't" reads as the tokens `don` + `t`. */
export const negatedAuxiliaries: readonly string[] = [];

/** Prepositions (simple and articulated) before a place ("in Documenti", "from downloads", "nel cestino"). */
export const placePrepositions: readonly string[] = [
  'in', 'nel', 'nella', 'nei', 'negli', 'nelle', 'nello', 'nell', 'dal', 'dalla', 'dai', 'dagli', 'dalle', 'dallo',
  'dall', 'da', 'di', 'della', 'del', 'dei', 'degli', 'delle', 'dell', 'a', 'al', 'alla', 'ai', 'agli', 'alle',
  'all', 'verso', 'dentro', 'sotto', 'sul', 'sulla', 'su', 'tra', 'fra',
];

/** Words that may sit between a place preposition and the place ("in my Documents", "nella mia cartella"). */
export const placeDeterminers: readonly string[] = ['mio', 'mia', 'miei', 'mie', 'la', 'il', 'i', 'le', 'tua', 'tuo', 'cartella'];

/** Nouns for a folder ("the Downloads folder", "cartella Documenti"). */
export const folderNouns: readonly string[] = ['cartella'];

/** Object pronouns that may sit between a coordinator and the next verb ("and move it", "e li sposti"). */
export const objectPronouns: readonly string[] = [
  'mi', 'ti', 'ci', 'vi', 'si', 'lo', 'la', 'li', 'le', 'ne', 'me', 'te', 'ce', 've', 'gli', 'glielo', 'gliela',
  'glieli', 'gliele',
];

/** Subjects and perfect auxiliaries after which a verb form states a fact ("the files I moved", "ho spostato"). */
export const declarativeSubjects: readonly string[] = ['ho', 'hai', 'ha', 'abbiamo', 'avete', 'hanno', 'avevo'];

/** Subject pronouns (see `invertingWords`). */
export const subjectPronouns: readonly string[] = [];

/** Words before a subject that keep the verb an action asked about ("how do I move"). */
export const invertingWords: readonly string[] = [];

/** Words before "you" that keep the verb a request ("can you move"). */
export const politeModals: readonly string[] = [];

/** Nouns that act as the verb "send" at the start of a clause ("email me the file"). */
export const sendNouns: readonly string[] = [];

/** Words after such a noun that make it the verb ("email me", "text her"). */
export const sendNounFollowers: readonly string[] = [];

/** Words that open the object of an imperative ("zip THE pdfs", "stampa I file"). */
export const actionObjectOpeners: readonly string[] = [
  'il', 'lo', 'la', 'i', 'gli', 'le', 'l', 'tutti', 'tutte', 'questo', 'questa', 'questi', 'queste', 'mio', 'mia',
  'miei', 'mie',
];

/** Words skipped before a request opens a question ("ok, how do I…", "allora come…"). */
export const leadingInterjections: readonly string[] = ['scusa', 'ciao', 'allora', 'ma', 'e'];

/** Words that may precede an unknown imperative ("please zip the pdfs"). */
export const commandOpeners: readonly string[] = ['ciao'];

/** Openings that make a request a question about an action ("how do I delete…", "posso cancellare…?"); multi-word openings with spaces. */
export const hypotheticalOpeners: readonly string[] = [
  'come', 'perché', 'perche', 'se', 'cosa succede', 'che succede', 'posso', 'possiamo', 'dovrei', 'dovremmo',
  'potrei', 'è possibile', 'e possibile', 'è sicuro', 'e sicuro', 'va bene se', 'è una buona idea', 'conviene',
  'bisogna', 'sai come', 'hai già',
];

/** Words that link a verb to the free text after it ("remind me to call", "ricordami di chiamare", "say that"). */
export const textConnectors: readonly string[] = ['di', 'del', 'della', 'dello', 'dei', 'degli', 'delle', 'dell', 'che', 'per', 'mi', 'ad', 'con', 'dire'];
