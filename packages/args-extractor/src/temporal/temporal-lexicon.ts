import { wordAlternation } from '@metnos/lexicon';
import { dateWordsOfEveryLocale, type DatePatternKey, type DateWords } from '@metnos/lexicon/internal';
import type { DurationUnit, PartOfDay } from './temporal-node';

/**
 * The lexicon's date words of every locale merged, as the temporal rules read them (mixed requests are common, so
 * every rule reads every language's words). The words themselves live in `@metnos/lexicon` (`locales/<language>/
 * date-words.ts`).
 */
function merged<T>(pick: (words: DateWords) => Readonly<Record<string, T>>): Record<string, T> {
  return Object.assign({}, ...dateWordsOfEveryLocale.map(pick)) as Record<string, T>;
}

/** Every word of the locales that `pick` selects. */
export function dateWordList(pick: (words: DateWords) => readonly string[]): string[] {
  return [...new Set(dateWordsOfEveryLocale.flatMap(pick))];
}

/** Month names to month numbers. */
export const monthNames: Record<string, number> = merged((words) => words.months);

/** Month abbreviations, accepted only next to a day number ("3 dic", "Oct 2"). */
export const monthAbbreviations: Record<string, number> = merged((words) => words.monthAbbreviations);

/** Month abbreviations read alone after a cue only with their dot ("a sett.", "en sept."). */
export const dottedMonthAbbreviations: Record<string, number> = merged((words) => words.dottedMonthAbbreviations);

/** Weekday names to day numbers (0 = Sunday). */
export const weekdayNames: Record<string, number> = merged((words) => words.weekdays);

/** Weekday abbreviations, accepted only before a date ("lun 25 maggio", "Mon May 25"). */
export const weekdayAbbreviations: Record<string, number> = merged((words) => words.weekdayAbbreviations);

/** Unit words of durations, offsets and rolling windows. */
export const unitWords: Record<string, DurationUnit> = merged((words) => words.units);

/** Part-of-day words. */
export const partWords: Record<string, PartOfDay> = merged((words) => words.partsOfDay);

/** Words that say which half of the day a bare clock hour said with them is on (meals, "aperitivo") → part. */
export const partOfDayHintWords: Record<string, PartOfDay> = merged((words) => words.partOfDayHints);

/** Season names. */
export const seasonWords: Record<string, 'spring' | 'summer' | 'autumn' | 'winter'> = merged((words) => words.seasons);

/** Ordinal words. */
export const ordinalDateWords: Record<string, number> = merged((words) => words.ordinals);

/** Words that count units without a number ("a couple of", "qualche"). */
export const vagueCounts: Record<string, number> = merged((words) => words.vagueCounts);

/** Alternation of keys, longest first, for building patterns. */
export function alternation(words: Iterable<string>): string {
  return [...words].sort((left, right) => right.length - left.length).map((word) => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join('|');
}

const cues = new Map<DatePatternKey, string>();

/**
 * The alternation (no group) of every locale's words of a pattern group (`DateWords.patternWords`), longest first;
 * a rule writes `(?:${cueWords('weekday/every')})` where it used to type the words.
 */
export function cueWords(key: DatePatternKey): string {
  let found = cues.get(key);
  if (found === undefined) {
    const words = [...new Set(dateWordsOfEveryLocale.flatMap((words) => words.patternWords[key] ?? []))];
    if (words.length === 0) throw new RangeError(`no locale has words for the date pattern group "${key}"`);
    found = wordAlternation(words, { longestFirst: true });
    cues.set(key, found);
  }
  return found;
}
