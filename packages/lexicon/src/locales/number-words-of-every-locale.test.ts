import { describe, expect, it } from 'vitest';
import { numberWordsOfEveryLocale } from './number-words-of-every-locale';
import { supportedLanguages } from './supported-locales';

describe('numberWordsOfEveryLocale', () => {
  it('should give every language of the lexicon its number words', () => {
    expect(numberWordsOfEveryLocale.map((words) => words.language).sort()).toEqual([...supportedLanguages].sort());
  });

  it('should name every number from zero to nineteen and every ten, whole or joined to a unit', () => {
    for (const words of numberWordsOfEveryLocale) {
      const values = new Set([...Object.values(words.cardinals), ...Object.values(words.joinedTens)]);
      const expected = [...Array.from({ length: 20 }, (_, value) => value), 20, 30, 40, 50, 60, 70, 80, 90];
      expect(expected.filter((value) => !values.has(value))).toEqual([]);
      expect(new Set(Object.values(words.multipliers))).toEqual(new Set(words.language === 'en' ? [100, 1000, 1e6, 1e9] : [1000, 1e6, 1e9]));
    }
  });
});
