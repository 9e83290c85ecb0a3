import type { Language } from '@metnos/core';

/** The words of one language that mark the structure of a request (see `locales/<language>/request-markers.ts`). */
export interface RequestMarkers {
  coordinators: readonly string[];
  coordinationFillers: readonly string[];
  nounMarkers: readonly string[];
  negators: readonly string[];
  negatedAuxiliaries: readonly string[];
  hypotheticalOpeners: readonly string[];
  placePrepositions: readonly string[];
  placeDeterminers: readonly string[];
  folderNouns: readonly string[];
  objectPronouns: readonly string[];
  declarativeSubjects: readonly string[];
  subjectPronouns: readonly string[];
  invertingWords: readonly string[];
  politeModals: readonly string[];
  sendNouns: readonly string[];
  sendNounFollowers: readonly string[];
  actionObjectOpeners: readonly string[];
  leadingInterjections: readonly string[];
  commandOpeners: readonly string[];
  textConnectors: readonly string[];
  /** Courtesy words that may close a request and are never part of its text ("… please", "… per favore"). */
  courtesyClosers: readonly string[];
}

/** What tells a request in one language from a request in another (see `detectLanguage`). */
export interface LanguageCues {
  /** Words of time (days, units, parts of the day) that belong to this language. */
  timeWords: readonly string[];
  /** Endings typical of the language's content words ("-zione", "-ing"). */
  wordEndings: readonly string[];
  /** Letters or pairs typical of the language's spelling (English "w", "th"). */
  letters: readonly string[];
  /** Accented letters the language writes. */
  accentedLetters: readonly string[];
  /** Words that, written exactly so, belong to the language (English "I"). */
  exactWords: readonly string[];
}

/**
 * Every word of one language the lexicon knows, keyed by the language-independent concepts of `concepts/` (canonical
 * verbs, objects, qualifiers and places). A locale is one folder, `locales/<language>/`, and adding a language is
 * adding one: nothing outside this package holds a word.
 */
export interface LocaleWords {
  language: Language;
  /** Canonical verb → the request forms that mean it (multi-word forms with single spaces). */
  verbs: Readonly<Record<string, readonly string[]>>;
  /** Canonical verb → object → forms that mean the verb applied to that object, whatever noun follows. */
  verbsImplying: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
  /** Forms of the light verbs (`concepts/verb-concepts.ts` `lightVerbs`). */
  lightVerbForms: readonly string[];
  /** Enclitic pronouns a verb form may carry, longest first (empty where the language has none). */
  verbClitics: readonly string[];
  /** Canonical object → nouns and noun phrases. */
  objects: Readonly<Record<string, readonly string[]>>;
  /** Object forms that count only when the request names no other object. */
  weakObjectForms: readonly string[];
  /** Qualifier → words (brand names are concept-level). */
  qualifiers: Readonly<Record<string, readonly string[]>>;
  /** Canonical place → names. */
  places: Readonly<Record<string, readonly string[]>>;
  functionWords: readonly string[];
  markers: RequestMarkers;
  languageCues: LanguageCues;
}
