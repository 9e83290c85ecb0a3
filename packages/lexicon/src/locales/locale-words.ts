import type { Language } from '@metnos/core';
import type { QuantityConcept } from '../concepts/quantity-concepts';

/** The words of one language that mark the structure of a request (see `locales/<language>/request-markers.ts`). */
interface RequestMarkers {
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
  /** Punctuation only the language writes (Spanish opening "¿" and "¡"); each mark in a request counts for it. */
  punctuation: readonly string[];
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
interface CourtesyWords {
  greetings: readonly string[];
  apologies: readonly string[];
  pleas: readonly string[];
  thanks: readonly string[];
  /** Single words that may close a request and are never part of its text ("… please", "… per favore"). */
  closers: readonly string[];
  /** Multi-word courtesy phrases whose words alone mean something else ("per favore"). */
  phrases: readonly string[];
  /** Words a canonical request drops: articles, courtesy and filler. */
  fillers: readonly string[];
}

/** Words of polarity (`locales/<language>/polarity.ts`); negation also counts the locale's `markers.negators`. */
interface PolarityWords {
  on: readonly string[];
  off: readonly string[];
  switchVerbs: readonly string[];
  up: readonly string[];
  down: readonly string[];
  negativeWords: readonly string[];
  negatedContractions: readonly string[];
}

/** Words that go on with a further action (`locales/<language>/continuation.ts`). */
interface ContinuationWords {
  sequenceMarkers: readonly string[];
  conjunctions: readonly string[];
  actionVerbs: readonly string[];
  encliticEndings: readonly string[];
}

/** Words a replay reads requests with (`locales/<language>/replay-words.ts`). */
interface ReplayWords {
  linkingWords: readonly string[];
  /** Number words that double as common words, with their value. */
  ambiguousNumbers: Readonly<Record<string, number>>;
  /** Words of times, days, months and units that keep two requests from sharing a replay ("at 5 pm" / "at 5 am"). */
  valueWords: readonly string[];
}

/** Words that introduce, join or end an argument's value (`locales/<language>/argument-words.ts`). */
interface ArgumentWords {
  /** Argument name word → labels that introduce its value. */
  labels: Readonly<Record<string, readonly string[]>>;
  trailingFunctionWords: readonly string[];
  copulas: readonly string[];
  clauseOpeners: readonly string[];
  joiners: readonly string[];
}

/** Words the single-step planner reads requests with (`locales/<language>/planner-words.ts`). */
interface PlannerWords {
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
  paths: PathWords;
  extensions: ExtensionWords;
  schema: SchemaWords;
  poolMarkers: PoolMarkers;
}

/** Phrases that keep an escape-hatch tool in the grammar's pool (`locales/<language>/pool-markers.ts`). */
export interface PoolMarkers {
  /** Phrases that ask for the user's location ("near me", "qui vicino"). */
  proximity: readonly string[];
  /** Words that ask to undo the previous turn ("undo", "annulla"). */
  undo: readonly string[];
}

/** Words read in the names (split into words) and descriptions of a tool's properties (`locales/<language>/schema-words.ts`). */
export interface SchemaWords {
  /** Name words of a property that looks back in time (`modified_after`, `since`). */
  pastNameWords: readonly string[];
  /** Name words of a property that looks forward in time (`remind_at`, `deadline`). */
  futureNameWords: readonly string[];
  /** Starts of words that, in a description, make a property look back ("modificat" for "modificati"). */
  pastDescriptionStems: readonly string[];
  /** Starts of words that, in a description, make a property look forward ("prossim" for "prossimo"). */
  futureDescriptionStems: readonly string[];
  /** Kind of value (`@metnos/args-extractor` `ArgTarget`: "url", "date", "window-from"…) → name words of a property that takes it. */
  nameHints: Readonly<Record<string, readonly string[]>>;
  /** Name words that are prepositions too ("to", "from"): temporal only when the format or the description says so. */
  ambiguousTemporalNames: readonly string[];
  /** Description words that make a property a person, an address or a place, not a time ("recipient", "città"). */
  notTemporalDescriptionWords: readonly string[];
  /** Description words that make a property a time ("deadline", "scadenza"). */
  temporalDescriptionWords: readonly string[];
  /** Unit → the name and description words of a duration property counted in it (`timeout_ms`, "in secondi"). */
  durationUnits: Readonly<Record<'millisecond' | 'second' | 'minute' | 'hour' | 'day' | 'week', readonly string[]>>;
  /** Name words of a path property that wants the source (`source_path`). */
  sourceNames: readonly string[];
  /** Name words of a path property that wants the destination (`output_dir`). */
  destinationNames: readonly string[];
  /** Name words of a number property that wants a range's low end (`min_size`). */
  minimumNames: readonly string[];
  /** Name words of a number property that wants a range's high end (`max_size`). */
  maximumNames: readonly string[];
}

/** Words that tell a bare file extension ("zip", "raw", "log") from an ordinary word (`locales/<language>/extension-words.ts`). */
export interface ExtensionWords {
  /** Nouns of files that make a word beside them an extension ("file zip", "zip files", "le immagini raw"). */
  fileNouns: readonly string[];
  /** Other words that make the word after them an extension ("as zip", "i zip", "only pdf"). */
  openers: readonly string[];
  /** Words that make the word before them no extension ("zip code", "raw data"). */
  notFollowers: readonly string[];
  /** Words that make the word after them no extension ("codice ISO"). */
  notPreceders: readonly string[];
  /** Particles that make "log" a verb ("log in", "log off"). */
  logParticles: readonly string[];
}

/** Words that make a home word ("home", "casa") the home folder `~/` (`locales/<language>/path-words.ts`). */
export interface PathWords {
  /** Words that name the home folder. */
  homeNames: readonly string[];
  /** Words that, right before a home name, make it a folder ("in home", "nella cartella casa"). */
  homeOpeners: readonly string[];
  /** Words that, right after a home name, make it a folder ("home folder"). */
  homeFollowers: readonly string[];
  /** Words that, right after a home name, make it no folder ("home page", "casa editrice"). */
  notHomeFollowers: readonly string[];
}

/** Words that give a path or an email address its role (`locales/<language>/role-words.ts`). */
interface RoleWords {
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
type LiteralPhraseTool = 'get_now' | 'get_date' | 'get_location' | 'undo_last_turn';
