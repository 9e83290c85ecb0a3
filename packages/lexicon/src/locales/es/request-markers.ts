// Spanish words that mark the structure of a request (clauses, negation, questions, places).
/** Words after which a further verb continues the request ("busca X y muévelo"). */
export const coordinators: readonly string[] = ['y', 'e', 'luego', 'después', 'despues', 'entonces'];

/** Words that may sit between a coordinator and the next verb ("y luego mueve"). */
export const coordinationFillers: readonly string[] = ['luego', 'también', 'tambien', 'después', 'despues', 'además'];

/**
 * Words before a verb form that make it a noun ("la búsqueda", "el resumen"): articles, possessives, demonstratives
 * and prepositions that do not introduce an infinitive; not "mi" and "tu", Italian pronouns too ("mi trovi i file").
 */
export const nounMarkers: readonly string[] = [
  'el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'mis', 'tus', 'su', 'sus', 'este', 'esta',
  'estos', 'estas', 'ese', 'esa', 'esos', 'esas', 'del', 'al', 'con', 'en', 'sobre',
];

/** Words that negate the verb after them in its clause ("no borres", "nunca muevas"). */
export const negators: readonly string[] = ['no', 'nunca', 'jamás', 'jamas', 'ni', 'sin', 'tampoco'];

/** Contractions whose `n't` negates; none in Spanish. */
export const negatedAuxiliaries: readonly string[] = [];

/** Prepositions (with the fused "del" and "al") before a place ("en Documentos", "de Descargas", "a la papelera"). */
export const placePrepositions: readonly string[] = ['en', 'de', 'del', 'desde', 'a', 'al', 'hacia', 'hasta', 'dentro', 'bajo', 'sobre', 'entre'];

/** Words that may sit between a place preposition and the place ("en mi carpeta Documentos", "a la papelera"). */
export const placeDeterminers: readonly string[] = ['mi', 'mis', 'la', 'el', 'los', 'las', 'tu', 'tus', 'carpeta'];

/** Nouns for a folder ("la carpeta Descargas"). */
export const folderNouns: readonly string[] = ['carpeta', 'directorio'];

/** Object pronouns that may sit between a coordinator and the next verb ("y lo mueves", "y me lo mandas"). */
export const objectPronouns: readonly string[] = ['me', 'te', 'se', 'nos', 'os', 'lo', 'la', 'los', 'las', 'le', 'les'];

/** Subjects and perfect auxiliaries after which a verb form states a fact ("los archivos que he movido"). */
export const declarativeSubjects: readonly string[] = ['he', 'has', 'ha', 'hemos', 'habéis', 'han', 'había'];

/** Subject pronouns (see `invertingWords`). */
export const subjectPronouns: readonly string[] = [];

/** Words before a subject that keep the verb an action asked about. */
export const invertingWords: readonly string[] = [];

/** Words before "you" that keep the verb a request. */
export const politeModals: readonly string[] = [];

/** Nouns that act as the verb "send" at the start of a clause; none in Spanish. */
export const sendNouns: readonly string[] = [];

/** Words after such a noun that make it the verb. */
export const sendNounFollowers: readonly string[] = [];

/**
 * Words that open the object of an imperative ("comprime LOS pdf", "imprime MIS archivos"); not "mi", an Italian
 * pronoun too ("dove mi trovo" opens no object).
 */
export const actionObjectOpeners: readonly string[] = [
  'el', 'la', 'los', 'las', 'lo', 'todo', 'todos', 'todas', 'este', 'esta', 'estos', 'estas', 'mis',
];

/** Words skipped before a request opens a question ("oye, cómo…", "entonces cómo…"). */
export const leadingInterjections: readonly string[] = ['perdona', 'hola', 'oye', 'entonces', 'pero', 'y', 'bueno', 'vale'];

/** Words that may precede an unknown imperative ("oye, comprime los pdf"). */
export const commandOpeners: readonly string[] = ['hola', 'oye', 'vale'];

/** Openings that make a request a question about an action ("cómo borro…", "¿puedo borrar…?"); multi-word openings with spaces. */
export const hypotheticalOpeners: readonly string[] = [
  'cómo', 'como', 'por qué', 'por que', 'qué pasa si', 'que pasa si', 'qué pasaría', 'puedo', 'podemos',
  'debería', 'deberia', 'deberíamos', 'podría', 'es posible', 'es seguro', 'está bien si', 'esta bien si',
  'es buena idea', 'conviene', 'hace falta', 'sabes cómo', 'sabes como', 'ya has',
];

/** Words that link a verb to the free text after it ("recuérdame llamar", "recuérdame que llame", "di que"). */
export const textConnectors: readonly string[] = ['de', 'del', 'que', 'para', 'me', 'con', 'decir', 'diciendo'];
