import { cueWords } from '../../../temporal-lexicon';
import { readDuration } from '../../../read-duration';
import { offsetNode } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DURATION, E } from '../../../engine/temporal-patterns';

/**
 * How far ahead something is, said as a length "away" after a copula or "only", "just", "still": "the wedding is three
 * weeks away" is the day three weeks from today, "payday's only 4 days away" four days on. Time spent away ("two weeks
 * away from home", "after 5 days away") is a length, not a day, and so is a distance in minutes or hours ("the beach is 5
 * minutes away") or travelled ("the hut is two days away on foot").
 */
export const timeAway: TemporalParser = {
  kind: 'parser',
  name: 'time-away',
  locales: ['en'],
  pattern: () =>
    new RegExp(`(?<=${B}(?:${cueWords('time-away/is')})\\s+)(${DURATION})\\s+(?:${cueWords('time-away/away')})${E}(?!\\s+(?:${cueWords('time-away/from')})${E})`, 'gu'),
  build: (match) => {
    const duration = readDuration(match[1] ?? '');
    // Minutes or hours away are mostly a distance ("the beach is 5 minutes away", "the airport is two hours away"): a
    // length, not a time; days and longer are a day ahead.
    if (duration === undefined || Object.keys(duration).some((unit) => unit === 'hour' || unit === 'minute' || unit === 'second')) return undefined;
    return { kind: 'node', node: offsetNode(duration, 1), priority: 5 };
  },
  examples: {
    accept: [
      ['the wedding is three weeks away', '2026-06-09'],
      ["payday's only 4 days away", '2026-05-23'],
    ],
    reject: [
      ['she is two weeks away from home', '2026-06-02'],
      ['we spent 5 days away', '2026-05-24'],
      ['the beach is 5 minutes away', '2026-05-19T14:10'],
      ['the city centre is two hours away by train', '2026-05-19T16:05'],
      ['the hut is two days away on foot', '2026-05-21'],
    ],
  },
};
