import type { Language } from '@metnos/core';
import type { QuantityConcept } from '../concepts/quantity-concepts';

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

/** How a language's articles and prepositions combine (`locales/<language>/grammar.ts`, `withArticles`). */
export interface LocaleGrammar {
  articles: readonly string[];
  /** Preposition → the stem it fuses with an article through ("di" → "de"). */
  articulatedPrepositionStems: Readonly<Record<string, string>>;
  /** The endings a stem takes with each definite article, in the articles' order. */
  articleFusions: readonly string[];
  /** The fusion written elided before a vowel ("ll": "dell'"), or "" where none is. */
  elidedFusion: string;
  /** Elided words, without their apostrophe ("l", "dell", "quest"). */
  elidedForms: readonly string[];
}

/** Courtesy around a request, by kind (`locales/<language>/courtesy.ts`). */
export interface CourtesyWords {
  greetings: readonly string[];
  apologies: readonly string[];
  pleas: readonly string[];
  thanks: readonly string[];
  /** Multi-word courtesy phrases whose words alone mean something else ("per favore"). */
  phrases: readonly string[];
  /** Words a canonical request drops: articles, courtesy and filler. */
  fillers: readonly string[];
}

/** Words of polarity (`locales/<language>/polarity.ts`); negation also counts the locale's `markers.negators`. */
export interface PolarityWords {
  on: readonly string[];
  off: readonly string[];
  switchVerbs: readonly string[];
  up: readonly string[];
  down: readonly string[];
  negativeWords: readonly string[];
  negatedContractions: readonly string[];
}

/** Words that go on with a further action (`locales/<language>/continuation.ts`). */
export interface ContinuationWords {
  sequenceMarkers: readonly string[];
  conjunctions: readonly string[];
  actionVerbs: readonly string[];
  encliticEndings: readonly string[];
}

/** Words a replay reads requests with (`locales/<language>/replay-words.ts`). */
export interface ReplayWords {
  linkingWords: readonly string[];
  /** Number words that double as common words, with their value. */
  ambiguousNumbers: Readonly<Record<string, number>>;
  sourcePrepositions: readonly string[];
  targetPrepositions: readonly string[];
}

/** Words that introduce, join or end an argument's value (`locales/<language>/argument-words.ts`). */
export interface ArgumentWords {
  /** Argument name word → labels that introduce its value. */
  labels: Readonly<Record<string, readonly string[]>>;
  trailingFunctionWords: readonly string[];
  copulas: readonly string[];
  clauseOpeners: readonly string[];
  joiners: readonly string[];
}

/** Words the single-step planner reads requests with (`locales/<language>/planner-words.ts`). */
export interface PlannerWords {
  neutralWords: readonly string[];
  wholeWords: readonly string[];
  disjunctions: readonly string[];
  contentWords: readonly string[];
  modificationWords: readonly string[];
  singularWords: readonly string[];
  textConnectors: readonly string[];
  genitiveWords: readonly string[];
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
  grammar: LocaleGrammar;
  /** Words that carry no intent (the one stop-word list; `stop-words.ts`). */
  stopWords: readonly string[];
  courtesy: CourtesyWords;
  polarity: PolarityWords;
  /** Quantity concept (`concepts/quantity-concepts.ts`) → words. */
  quantities: Readonly<Record<QuantityConcept, readonly string[]>>;
  /** Multi-word forms of "percent" ("per cento"). */
  percentPhrases: readonly string[];
  continuation: ContinuationWords;
  /** Function words that still tell two requests apart (`content-words.ts`). */
  distinguishingWords: readonly string[];
  /** Prepositions of direction that are content only in a request of this language (`content-words.ts`). */
  ambiguousDirections: readonly string[];
  replay: ReplayWords;
  arguments: ArgumentWords;
  planner: PlannerWords;
  /** Built-in tool (`get_now`, `get_date`, `get_location`, `undo_last_turn`) → the L0 phrases that ask for it. */
  literalPhrases: Readonly<Record<LiteralPhraseTool, readonly string[]>>;
  /** Questions of where the user is ("dove sono", "where am i"; `location-phrases.ts`). */
  locationPhrases: readonly string[];
  roles: RoleWords;
}

/** Words that give a path or an email address its role (`locales/<language>/role-words.ts`). */
export interface RoleWords {
  pathSource: readonly string[];
  pathDestination: readonly string[];
  pathBetween: readonly string[];
  emailCopy: readonly string[];
  emailSender: readonly string[];
  emailRecipient: readonly string[];
  listConjunctions: readonly string[];
  senderOpeners: readonly string[];
  weakSenderOpeners: readonly string[];
  senderSkipped: readonly string[];
}

/** The built-in tools an L0 phrase may ask for. */
export type LiteralPhraseTool = 'get_now' | 'get_date' | 'get_location' | 'undo_last_turn';
