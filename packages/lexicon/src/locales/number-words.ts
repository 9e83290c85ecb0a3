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
  /** Cardinal words that are usually something else alone (articles, Italian "sei" = "you are"). */
  ambiguous: readonly string[];
}
