import { cueWords, monthAbbreviations, weekdayAbbreviations } from '../temporal-lexicon';

/** A month or weekday abbreviation as written capitalised ("Jun", "Mon", "Gio"). */
const abbreviations = [...new Set([...Object.keys(monthAbbreviations), ...Object.keys(weekdayAbbreviations)])]
  .filter((word) => /^\p{Ll}+$/u.test(word))
  .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`);

/**
 * Capitalised words that are dates or date cues themselves, so a capitalised neighbour of a date is no name because of
 * them: the lexicon's words, and every month and weekday abbreviation capitalised ("Mon 15 Jun 09:00" is no "John 3:16").
 */
export const dateWordWritten = new RegExp(`^(?:${cueWords('date-word-written/today')}|${abbreviations.join('|')})$`, 'u');
