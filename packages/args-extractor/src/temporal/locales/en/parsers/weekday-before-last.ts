import { cueWords, weekdayNames } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, UNITS, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/** "The Monday before last": the one before the last such weekday (a week before "last Monday"). */
export const weekdayBeforeLast: TemporalParser = {
  kind: 'parser',
  name: 'weekday-before-last',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('weekday-before-last/the')})\\s+(${WEEKDAY_FULL})\\s+(?:${cueWords('weekday-before-last/before-last')})${E}(?!\\s+(?:${UNITS})${E})`, 'gu'),
  build: (match) => {
    const weekday = weekdayNames[match[1] ?? ''];
    if (weekday === undefined) return undefined;
    return { kind: 'day', day: { type: 'shifted-day', base: { type: 'weekday', weekday, modifier: 'last' }, days: -7 }, priority: 6 };
  },
  examples: {
    accept: [
      ['I posted it the Monday before last', '2026-05-11'],
      ['the meeting was the Wednesday before last', '2026-05-06'],
    ],
    reject: [['the Monday before last year’s exams', '2026-05-11']],
  },
};
