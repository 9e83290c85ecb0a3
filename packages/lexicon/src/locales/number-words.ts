import type { Language } from '@metnos/core';

/**
 * The words of cardinal numbers in one language, lowercase without accents, from which a reader composes any number
 * ("ventitre", "duecentocinquanta", "twenty-one", "three thousand five hundred").
 */
export interface NumberWords {
  language: Language;
  /** Words read whole, as their value: units, teens and tens ("sette", "diciotto", "twenty"). */
  cardinals: Readonly<Record<string, number>>;
  /** The tens a unit may be joined to in one word (Italian "venti" + "tre"; empty where the language writes them apart). */
  joinedTens: Readonly<Record<string, number>>;
  /** Words that multiply what comes before them ("hundred", "mila", "milioni"). */
  multipliers: Readonly<Record<string, number>>;
  /** The word for twelve of a thing, singular and plural ("dozen", "dozzina"). */
  dozens: readonly string[];
  /**
   * Nouns that count about so many after a singular article ("un centinaio di inviti", "un par de entradas", "una
   * decina"), read as that number → value.
   */
  collectives: Readonly<Record<string, number>>;
  /** Cardinal words that are usually something else alone (articles, Italian "sei" = "you are"). */
  ambiguous: readonly string[];
  /**
   * An ambiguous cardinal → the words after which it is the number ("per sei persone", "siamo in sei", "tutti e sei":
   * no verb follows a preposition). Absent: none.
   */
  ambiguousNumberAfter?: Readonly<Record<string, readonly string[]>>;
  /**
   * An ambiguous cardinal → how a noun it counts is told after it ("sei bottiglie", "just one bag"): the endings such a
   * noun has (empty: any word of letters), its least length, the words after it that are no counted noun ("sei fuori",
   * "one day", "one of"), the words before it that make it a pronoun ("the one", "which one") and the phrases holding it
   * where it counts nothing ("buy one get one free"). Absent: none.
   */
  ambiguousNumberBefore?: Readonly<Record<string, { endings: readonly string[]; minLength: number; notNouns: readonly string[]; notAfter: readonly string[]; notIn?: readonly string[] }>>;
  /**
   * An ambiguous cardinal → the words before it that make it a count said alone, ending its clause, where the caller
   * asks a count ("just the one"). Absent: none.
   */
  countedAlone?: Readonly<Record<string, readonly string[]>>;
  /**
   * Another language's number words that are this language's words too → the words before and after them that make
   * them this language's ("payment due Friday", "the rent is due on the 3rd": English "due", not Italian 2). Absent: none.
   */
  falseFriends?: Readonly<Record<string, { before: readonly string[]; after: readonly string[] }>>;
  /** Slang words after a number that multiply it where no noun follows ("three grand", not "two grand pianos"). */
  slangMultipliers?: Readonly<Record<string, number>>;
  /** Approximate counts read before a multiplier as their value ("a couple hundred" = 200, "a couple of thousand"). */
  countsBeforeMultiplier?: Readonly<Record<string, number>>;
  /** Words after a multiplier that add half of it ("due milioni e mezzo" = 2 500 000, "two million and a half"). */
  halfOfMultiplier?: readonly string[];
  /** Words and abbreviations that multiply a numeral written right before them ("2,5 milioni", "3 mln", "2 thousand"). */
  numeralMultipliers: Readonly<Record<string, number>>;
  /** Symbols of units written glued to a numeral, which leave the numeral a number ("250ml", "2kg", "500gr"). */
  unitSymbols: readonly string[];
  /** Words for one half before a noun ("mezza mela", "half an apple"). */
  halves: readonly string[];
  /** Words after a number that add a half to it ("one and a half"). */
  andAHalf?: readonly string[];
  /** Words after a number and the one noun it counts that add a half to it ("tre chili e mezzo", "two pounds and a half"). */
  halfAfterNoun?: readonly string[];
  /** Words that may follow such a half, naming what is measured ("un litro e mezzo d'acqua", "two pounds and a half of flour"). */
  ofAfterHalf?: readonly string[];
  /** Words after which a half word is no number ("uno e mezzo" is read whole; "la media" is the average). */
  halfNotAfter: readonly string[];
  /** Nouns after which a half word is no number (it is part of a quantity or a duration: "mezz'ora", "half an hour"). */
  halfNotBefore: readonly string[];
  /** Words between the two ends of a range ("from 3 to 5", "tra 10 e 20"). */
  rangeJoiners: readonly string[];
  /** Words that open a range ("between", "tra", "from about"). */
  rangeOpeners: readonly string[];
}
