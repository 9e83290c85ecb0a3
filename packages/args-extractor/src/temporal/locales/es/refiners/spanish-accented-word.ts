import { dateWordsOfEveryLocale, type DateWords } from '@metnos/lexicon/internal';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/** A word without case or accents, as the normalised text has it ("será" → "sera"). */
function folded(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Every word a language's dates are read from: months, weekdays, units, parts of the day, counts, ordinals, relative days. */
function valueWords(words: DateWords): string[] {
  const records = [words.months, words.monthAbbreviations, words.weekdays, words.weekdayAbbreviations, words.units, words.partsOfDay, words.seasons, words.ordinals, words.vagueCounts, words.countWords];
  return [...records.flatMap((record) => Object.keys(record)), ...words.relativeDays.flatMap((day) => day.forms)].flatMap((phrase) => phrase.split(/\s+/u));
}

/** The words that name a date by themselves: months, weekdays, units, parts of the day, seasons, relative days. */
function namingWords(words: DateWords): string[] {
  const records = [words.months, words.weekdays, words.units, words.partsOfDay, words.seasons];
  return [...records.flatMap((record) => Object.keys(record)), ...words.relativeDays.flatMap((day) => day.forms)].filter((word) => !/\s/u.test(word));
}

const spanishWords = new Set(dateWordsOfEveryLocale.filter((words) => words.language === 'es').flatMap(valueWords).map(folded));
/**
 * Italian words that name a date and that Spanish does not read as one, as Italian writes them (the normalised text
 * folds accents away). Words both read alike ("ultimo", "último") are not among them.
 */
const italianOnlyWords = new Set(dateWordsOfEveryLocale.filter((words) => words.language === 'it').flatMap(namingWords).map((word) => word.toLowerCase()).filter((word) => !spanishWords.has(folded(word))));

/**
 * In a Spanish request, a word written with an accent is the Spanish word, never the Italian date word it becomes once
 * accents are folded: "¿qué día será dentro de 5 días?" has "será" (will be), not the Italian "sera" (evening). Italian
 * words written with their own accent ("lunedì") never fold to a listed spelling, and words that only count or order
 * ("último") are not listed.
 */
export const spanishAccentedWord: TemporalFilter = {
  kind: 'filter',
  name: 'spanish-accented-word',
  locales: ['es'],
  rejects: (_atom, surroundings) =>
    surroundings.written.split(/[^\p{L}\p{M}']+/u).some((word) => folded(word) !== word.toLowerCase() && italianOnlyWords.has(folded(word))),
  examples: {
    accept: [
      ['¿qué día será dentro de 5 días?', '2026-05-24'],
      ['el sábado por la tarde', '2026-05-23T12:00..2026-05-23T18:00'],
      ['el último lunes de mayo', '2026-05-25'],
    ],
    reject: [['¿qué día será dentro de 5 días?', '2026-05-24T18:00..2026-05-25T00:00']],
  },
};
