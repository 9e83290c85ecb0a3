import type { DayNode } from '../../../temporal-node';
import { monthOf, validCalendar, yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DAY, E, MONTH_ANY, YEAR } from '../../../engine/temporal-patterns';

/** Day-month-year with hyphens or slashes and a month name: 3-Mar-2026, 03/Mar/2026. */
export const dayMonthNameYear: TemporalParser = {
  kind: 'parser',
  name: 'day-month-name-year',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(${DAY})(?:[-/](${MONTH_ANY})[-/](${YEAR}|\\d\\d)|\\s(${MONTH_ANY})\\s(${YEAR}))${E}`, 'gu'),
  build: (match) => {
    const month = monthOf(match[2] ?? match[4] ?? '');
    const year = yearOf(match[3] ?? match[5]);
    if (month === undefined || year === undefined) return undefined;
    const day: DayNode = { type: 'calendar-date', year, month, day: Number(match[1]) };
    return validCalendar(day) ? { kind: 'day', day, priority: 5 } : undefined;
  },
  examples: {
    accept: [
      ['03/Mar/2026', '2026-03-03'],
      ['dal 3-Mar-2026', '2026-03-03T00:00..2026-05-19T14:05'],
    ],
    reject: [],
  },
};
