import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { monthOf, validCalendar, yearOf } from '../../../engine/atom-builders';
import { B, DAY, E, MONTH_ANY, YEAR } from '../../../engine/temporal-patterns';

/**
 * The night that joins two dates of one month: "la notte tra il 10 e l'11 agosto", "nella notte fra il 3 e il 4
 * marzo 2027": the night of the first date (22:00 to 06:00). Not two dates a day or more apart ("la notte tra il 10
 * e il 12 agosto"), nor two days without the night ("tra il 10 e l'11 agosto").
 */
export const nightBetweenDates: TemporalParser = {
  kind: 'parser',
  name: 'night-between-dates',
  locales: ['it'],
  pattern: () =>
    new RegExp(
      `${B}(?:${cueWords('night-between-days/la-notte')})\\s+(?:${cueWords('night-between-days/tra')})\\s+(?:${cueWords('night-between-dates/il')})\\s*(${DAY})°?\\s+(?:${cueWords('night-between-dates/e')})\\s*(${DAY})\\s+(${MONTH_ANY})(?![\\p{L}])(?:\\s+(${YEAR})${E})?`,
      'gu',
    ),
  build: (match) => {
    const first = Number(match[1]);
    const month = monthOf(match[3] ?? '');
    if (month === undefined || Number(match[2]) !== first + 1) return undefined;
    const year = yearOf(match[4]);
    const day = { type: 'calendar-date' as const, month, day: first, ...(year === undefined ? {} : { year }) };
    if (!validCalendar(day)) return undefined;
    return { kind: 'node', node: { type: 'day', day, part: 'night' }, priority: 7 };
  },
  examples: {
    accept: [
      ["la notte tra il 10 e l'11 agosto guardiamo le stelle cadenti", '2026-08-10T22:00..2026-08-11T06:00'],
      ['nella notte fra il 3 e il 4 marzo 2027 chiudono il tunnel', '2027-03-03T22:00..2027-03-04T06:00'],
    ],
    reject: [
      ['la notte tra il 10 e il 12 agosto', '2026-08-10T22:00..2026-08-11T06:00'],
      ["tra il 10 e l'11 agosto siamo al mare", '2026-08-10T22:00..2026-08-11T06:00'],
    ],
  },
};
