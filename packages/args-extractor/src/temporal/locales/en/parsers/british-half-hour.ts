import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, UNITS } from '../../../engine/temporal-patterns';

/**
 * British "half three" (half past three): "at half 3", "around half seven", "meet half 9?" (the hour as written); not
 * after a word that makes "half" a share ("in half", "and a half").
 */
export const britishHalfHour: TemporalParser = {
  kind: 'parser',
  name: 'british-half-hour',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('british-half-hour/at')})\\s+|(?<!(?:${cueWords('british-half-hour/in')})\\s))(?:${cueWords('british-half-hour/half')})\\s+(\\d{1,2})(?![\\p{L}\\d]|[:.,]\\d|\\s*(?:${UNITS}|%)(?![\\p{L}]))`, 'gu'),
  build: (match) => {
    const hour = Number(match[2]);
    return hour < 1 || hour > 12 ? undefined : timeAtom({ hour, minute: 30 }, undefined, match[1], 5);
  },
  examples: {
    accept: [
      ['meet me at half 3', '15:30'],
      ['the train leaves at half seven tomorrow', '2026-05-20T07:30'],
      ['pub tonight, half 8?', '2026-05-19T20:30'],
    ],
    reject: [['we ran about half 3 hours of tests', '03:30'], 'at half 30 degrees', ['cut the cake in half 6 ways', '06:30']],
  },
};
