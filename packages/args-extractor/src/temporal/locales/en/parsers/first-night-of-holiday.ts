import { alternation, cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, holidayIds } from '../../../engine/temporal-patterns';
import { holidayStartsAtSundown } from '../../../holidays';

/**
 * "The first night of Hanukkah", "the first evening of Passover": a feast of the Hebrew or Islamic calendar begins at
 * the sundown before its first day, so its first night is that evening; another holiday's first night is its own day's.
 */
export const firstNightOfHoliday: TemporalParser = {
  kind: 'parser',
  name: 'first-night-of-holiday',
  locales: ['en'],
  pattern: () =>
    new RegExp(
      `${B}(?:${cueWords('first-night-of-holiday/the')}\\s+)?(?:${cueWords('first-night-of-holiday/first')})\\s+(?:${cueWords('first-night-of-holiday/night')})\\s+(?:${cueWords('first-night-of-holiday/of')})\\s+(${alternation(holidayIds.keys())})${E}`,
      'gu',
    ),
  build: (match) => {
    const holiday = holidayIds.get(match[1] ?? '');
    if (holiday === undefined) return undefined;
    const feast: DayNode = { type: 'holiday', holiday };
    return { kind: 'part', day: holidayStartsAtSundown(holiday) ? { type: 'shifted-day', base: feast, days: -1 } : feast, part: 'evening', standalone: true, priority: 6 };
  },
  examples: {
    accept: [
      ['we light the first candle on the first night of Chanukah', '2026-12-04T18:00..2026-12-05T00:00'],
      ['dinner with the family on the first night of Passover', '2027-04-21T18:00..2027-04-22T00:00'],
      ['the first evening of Diwali', '2026-11-08T18:00..2026-11-09T00:00'],
    ],
    reject: [['the first night of Hanukkah', '2026-06-01']],
  },
};
