import { monthAbbreviations } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { validCalendar } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, MONTH_ABBR } from '../../../engine/temporal-patterns';

/**
 * A day and a month abbreviation run together in capitals, as tickets, itineraries and booking systems print a date
 * without its year: "28JUN", "05SEP 07:25", "14LUG". In lower or mixed case ("28jun", "28Jun") it is no such code.
 */
export const airlineDayMonth: TemporalParser = {
  kind: 'parser',
  name: 'airline-day-month',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(0[1-9]|[12]\\d|3[01])(${MONTH_ABBR})${E}`, 'gu'),
  build: (match, context) => {
    if (!/^\d{2}\p{Lu}{3}$/u.test(context.original(match.index, match.index + match[0].length))) return undefined;
    const month = monthAbbreviations[match[2] ?? ''];
    if (month === undefined) return undefined;
    const day: DayNode = { type: 'calendar-date', day: Number(match[1]), month };
    return validCalendar(day) ? { kind: 'day', day, priority: 5 } : undefined;
  },
  examples: {
    accept: [
      ['LH1234 FRA JFK 05SEP 10:40', '2026-09-05T10:40'],
      ['volo AZ610 del 14LUG', '2026-07-14'],
    ],
    reject: [['lot 05sep 10:40', '2026-09-05T10:40'], 'ref 45SEP'],
  },
};
