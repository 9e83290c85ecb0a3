import { describe, expect, it } from 'vitest';
import { dateWords, dateWordsOfEveryLocale } from './date-words-of-every-locale';
import { supportedLanguages } from './supported-locales';

describe('dateWordsOfEveryLocale', () => {
  it('should give every language of the lexicon its date words', () => {
    expect(dateWordsOfEveryLocale.map((words) => words.language).sort()).toEqual([...supportedLanguages].sort());
  });

  it('should name the twelve months and the seven weekdays in every language, each once', () => {
    for (const words of dateWordsOfEveryLocale) {
      expect(Object.values(words.months).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(Object.values(words.weekdays).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(new Set(Object.values(words.weekdayAbbreviations))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
      expect(new Set(Object.values(words.seasons))).toEqual(new Set(['spring', 'summer', 'autumn', 'winter']));
      expect(new Set(Object.values(words.units))).toEqual(new Set(['second', 'minute', 'hour', 'day', 'week', 'month', 'year']));
    }
  });

  it('should write every word as the temporal reader matches it: lowercase, no accents, straight apostrophes', () => {
    for (const words of dateWordsOfEveryLocale) {
      const all = [
        ...Object.keys(words.months), ...Object.keys(words.monthAbbreviations), ...Object.keys(words.dottedMonthAbbreviations), ...Object.keys(words.weekdays), ...Object.keys(words.weekdayAbbreviations),
        ...Object.keys(words.units), ...Object.keys(words.partsOfDay), ...Object.keys(words.partOfDayHints), ...Object.keys(words.seasons), ...Object.keys(words.ordinals),
        ...words.relativeDays.flatMap((word) => word.forms), ...Object.values(words.holidays).flat(), ...words.clockPrepositions,
        ...words.periodPrepositions, ...words.holidayNamedThings, ...Object.keys(words.vagueCounts),
      ];
      expect(all.filter((word) => word !== word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() || /[’‘]/u.test(word))).toEqual([]);
    }
  });

  it('should correct misspellings to a weekday or month name of their language, never respelling a listed word', () => {
    const listed = new Set(dateWordsOfEveryLocale.flatMap((words) => [...Object.keys(words.months), ...Object.keys(words.weekdays), ...Object.keys(words.monthAbbreviations), ...Object.keys(words.weekdayAbbreviations)]));
    for (const words of dateWordsOfEveryLocale) {
      for (const [wrong, right] of Object.entries(words.misspellings ?? {})) {
        expect(words.months[right] ?? words.weekdays[right], `${wrong} -> ${right}`).toBeDefined();
        expect(listed.has(wrong), wrong).toBe(false);
      }
    }
    expect(dateWords('it').misspellings?.['sabbato']).toBe('sabato');
    expect(dateWords('en').misspellings?.['sat']).toBeUndefined();
  });

  it('should write the seven weekdays and twelve months as a reply does, Sunday and January first', () => {
    for (const words of dateWordsOfEveryLocale) {
      expect(words.writtenWeekdays).toHaveLength(7);
      expect(words.writtenMonths).toHaveLength(12);
      const normal = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      expect(words.writtenWeekdays.map((name, day) => words.weekdays[normal(name)] === day)).not.toContain(false);
      expect(words.writtenMonths.map((name, month) => words.months[normal(name)] === month + 1)).not.toContain(false);
    }
  });
});

describe('dateWords', () => {
  it('should give the date words of a language', () => {
    expect(dateWords('it').writtenWeekdays[1]).toBe('lunedì');
    expect(dateWords('en').writtenMonths[0]).toBe('January');
  });

  it('should throw a RangeError for a language without date words', () => {
    expect(() => dateWords('xx' as never)).toThrow(RangeError);
  });
});
