import { alternation, cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, holidayIds } from '../../../engine/temporal-patterns';

/**
 * The first day of a feast of several days ("the first day of Passover", "day one of Hanukkah"): the feast's own day
 * (the lexicon's holidays are dated by their first day), not the first of this month.
 */
export const firstDayOfHoliday: TemporalParser = {
  kind: 'parser',
  name: 'first-day-of-holiday',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('first-day-of-holiday/first-day-of')})\\s+(${alternation(holidayIds.keys())})${E}`, 'gu'),
  build: (match) => {
    const holiday = holidayIds.get(match[1] ?? '');
    if (holiday === undefined) return undefined;
    return { kind: 'day', day: { type: 'holiday', holiday }, priority: 6 };
  },
  examples: {
    accept: [
      ['we light candles on the first day of Hanukkah', '2026-12-05'],
      ['fasting starts on day one of Ramadan', '2027-02-08'],
    ],
    reject: [
      ['we light candles on the first day of Hanukkah', '2026-06-01'],
      ['the first day of school', '2026-06-01'],
    ],
  },
};
