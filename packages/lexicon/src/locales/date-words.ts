import type { DatePatternWords } from './date-pattern-key';

/**
 * The languages the lexicon has date words of: the reading languages (`Language` of `@metnos/core`) and Spanish, which
 * the temporal reader reads before the rest of Metnos does.
 */
export type DateLanguage = 'it' | 'en' | 'es';

/** Units of lengths, offsets and rolling windows. */
type DateUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** Parts of the day. */
export type PartOfDayName =
  | 'morning'
  | 'afternoon'
  | 'evening'
  | 'night'
  | 'lunch'
  | 'dinner'
  | 'early-morning'
  | 'mid-morning'
  | 'late-morning'
  | 'early-afternoon'
  | 'mid-afternoon'
  | 'late-afternoon'
  | 'early-evening'
  | 'late-evening';

/** Seasons (of the northern hemisphere). */
type SeasonName = 'spring' | 'summer' | 'autumn' | 'winter';

/** A word for a day counted from today, with the part of the day it names, if any ("stasera": today, evening). */
interface RelativeDayWord {
  forms: readonly string[];
  days: number;
  part?: PartOfDayName;
}

/**
 * The words of dates and times in one language, in the normalised form the temporal reader matches (lowercase, no
 * accents, straight apostrophes). How holidays fall in a year (fixed, from Easter, n-th weekday) is no word and lives
 * with the reader; only their names are here, keyed by the reader's holiday ids.
 */
export interface DateWords {
  language: DateLanguage;
  /** Month names → 1-12. */
  months: Readonly<Record<string, number>>;
  /** Month abbreviations → 1-12, read only next to a day number or a year; ones that are ordinary words are left out. */
  monthAbbreviations: Readonly<Record<string, number>>;
  /**
   * Month abbreviations read alone after a cue only when written with their dot ("a sett.", "en sept.", "hasta dic."):
   * without it many are ordinary words ("mar", "set") → 1-12.
   */
  dottedMonthAbbreviations: Readonly<Record<string, number>>;
  /** Weekday names → 0 (Sunday) - 6. */
  weekdays: Readonly<Record<string, number>>;
  /** Weekday abbreviations → 0-6, read only before a date or with a dot. */
  weekdayAbbreviations: Readonly<Record<string, number>>;
  /** Unit words (singular, plural, abbreviations) → unit. */
  units: Readonly<Record<string, DateUnit>>;
  /** Words of parts of the day and of meals → part. */
  partsOfDay: Readonly<Record<string, PartOfDayName>>;
  /**
   * Words that name no time alone but say which half of the day a bare clock hour said with them is on (meals named as
   * nouns or verbs, "aperitivo", "happy hour") → the part they fall in: "dinner with Anna at 8" is 20:00, "breakfast at
   * 8" 08:00.
   */
  partOfDayHints: Readonly<Record<string, PartOfDayName>>;
  /** Season names → season. */
  seasons: Readonly<Record<string, SeasonName>>;
  /** Ordinal words a date counts with ("the second Monday", "l'ultimo venerdì") → 1-5, or -1 for the last. */
  ordinals: Readonly<Record<string, number>>;
  /** Words of days counted from today ("tomorrow", "dopodomani", "tonight"). */
  relativeDays: readonly RelativeDayWord[];
  /** Holiday id → its names. */
  holidays: Readonly<Record<string, readonly string[]>>;
  /**
   * Saints' days of the calendar the language's speakers keep as feasts (patron saints of cities: "Sant'Ambrogio",
   * "San Gennaro") → [month, day], keyed by holiday id (their names are in `holidays`). Absent: none.
   */
  saintDays?: Readonly<Record<string, readonly [month: number, day: number]>>;
  /**
   * The cities whose patron a saint of `saintDays` is, keyed by holiday id ("st-john-the-baptist": Firenze, Genova,
   * Torino): a saint named with one of them is the city's feast ("a San Giovanni a Firenze si fanno i fuochi"). Absent: none.
   */
  patronCities?: Readonly<Record<string, readonly string[]>>;
  /**
   * What marks a patron saint's feast in the saint's city besides the city's name, keyed by holiday id: its landmarks
   * and rites ("la Scala", whose season opens on Sant'Ambrogio; "il miracolo" of San Gennaro's blood). A saint named
   * with one of them is the feast ("la prima della Scala è a Sant'Ambrogio"). Absent: none.
   */
  patronFeastSigns?: Readonly<Record<string, readonly string[]>>;
  /** Words that count units without a number ("a couple of days", "qualche giorno") → the count read. */
  vagueCounts: Readonly<Record<string, number>>;
  /** Prepositions and phrases that put a clock time after them ("at", "alle", "verso le"). */
  clockPrepositions: readonly string[];
  /** Prepositions and articles that may open a period ("during", "nel corso del"). */
  periodPrepositions: readonly string[];
  /** Nouns of things and events named after a holiday, not the day ("Christmas tree", "uova di Pasqua"). */
  holidayNamedThings: readonly string[];
  /** Weekday names as a reply writes them (accents, capitals), Sunday first. */
  writtenWeekdays: readonly string[];
  /** Month names as a reply writes them, January first. */
  writtenMonths: readonly string[];
  /** Number words read as counts ("two weeks", "tre giorni"); ones that double as common words (articles) are left out. */
  countWords: Readonly<Record<string, number>>;
  /**
   * Shorthand of chat and texting → the words it stands for, read before any rule ("tmw" tomorrow, "nxt wk" next week,
   * "sabato prox" sabato prossimo, "pome" pomeriggio); only forms that are no ordinary word of the language.
   */
  chatShorthand?: Readonly<Record<string, string>>;
  /**
   * Misspellings of weekday and month names that people really write → the name ("sabbato" sabato, "wensday" Wednesday,
   * "febuary" February), read before any rule like `chatShorthand`. A small table of known forms, not fuzzy matching:
   * only forms that are no ordinary word of any language the reader reads ("sat", "wed", "mar", "Gennaro" stay out).
   */
  misspellings?: Readonly<Record<string, string>>;
  /**
   * The language's names of cities (and zone abbreviations) that IANA's zone names spell otherwise ("Londra", "Tokio",
   * "Nueva York", "UTC") → IANA zone; IANA's own city names ("Tokyo", "Madrid") need no entry. Only the zone's own city
   * (or its island or region): another city of the same zone would make two places one ("Munich" is not "Berlin").
   */
  cityTimeZones: Readonly<Record<string, string>>;
  /** Prepositions that may stand before a city naming a time zone ("in Tokyo", "a Roma"). */
  zonePrepositions: readonly string[];
  /**
   * The other words of the temporal reader's patterns (cues, modifiers, counted nouns, traps), by the rule that reads
   * them; a rule joins every locale's words of a group with `wordAlternation`.
   */
  patternWords: DatePatternWords;
}
