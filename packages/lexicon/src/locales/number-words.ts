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
  /** Words after which a half word is no number ("uno e mezzo" is read whole; "la media" is the average). */
  halfNotAfter: readonly string[];
  /** Nouns after which a half word is no number (it is part of a quantity or a duration: "mezz'ora", "half an hour"). */
  halfNotBefore: readonly string[];
  /** Words between the two ends of a range ("from 3 to 5", "tra 10 e 20"). */
  rangeJoiners: readonly string[];
  /** Words that open a range ("between", "tra", "from about"). */
  rangeOpeners: readonly string[];
}
