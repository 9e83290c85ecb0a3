import { cueWords, weekdayNames } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/**
 * Weekdays counted from now: "two Fridays from now" is the second Friday ahead (a week after the coming one), "three
 * Mondays away" the third.
 */
export const weekdaysFromNow: TemporalParser = {
  kind: 'parser',
  name: 'weekdays-from-now',
  locales: ['en'],
  pattern: () => new RegExp(`${B}([2-9])\\s+(${WEEKDAY_FULL})(?:${cueWords('weekdays-from-now/s')})\\s+(?:${cueWords('weekdays-from-now/from-now')})${E}`, 'gu'),
  build: (match) => {
    const weekday = weekdayNames[match[2] ?? ''];
    if (weekday === undefined) return undefined;
    return { kind: 'day', day: { type: 'shifted-day', base: { type: 'weekday', weekday, modifier: 'none' }, days: 7 * (Number(match[1]) - 1) }, priority: 6 };
  },
  examples: {
    accept: [
      ['the exam is three Mondays from now', '2026-06-08'],
      ['two Sundays away we fly out', '2026-05-31'],
    ],
    reject: [['two Sundays ago we flew out', '2026-05-31'], ['we have two Fridays from now until June free', '2026-05-22']],
  },
};
