import { monthAbbreviations } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { validCalendar } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, MONTH_ABBR } from '../../../engine/temporal-patterns';

/**
 * A date as tickets, itineraries and booking codes write it, day and month abbreviation run together in capitals, with
 * or without a two-digit year: "22GIU26", "05SEP26" (DDMMMYY), "28JUN", "05SEP 07:25", "14LUG". In lower case or mixed
 * ("22giu26", "28jun", "28Jun") it is no such code.
 */
export const airlineDate: TemporalParser = {
  kind: 'parser',
  name: 'airline-date',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(0[1-9]|[12]\\d|3[01])(${MONTH_ABBR})(\\d{2})?${E}`, 'gu'),
  build: (match, context) => {
    const written = context.original(match.index, match.index + match[0].length);
    if (!(match[3] === undefined ? /^\d{2}\p{Lu}{3}$/u : /^\d{2}\p{Lu}+\d{2}$/u).test(written)) return undefined;
    const month = monthAbbreviations[match[2] ?? ''];
    if (month === undefined) return undefined;
    const day: DayNode = { type: 'calendar-date', day: Number(match[1]), month, ...(match[3] === undefined ? {} : { year: 2000 + Number(match[3]) }) };
    return validCalendar(day) ? { kind: 'day', day, priority: 5 } : undefined;
  },
  examples: {
    accept: [
      ['LH1234 MUC-JFK 05SEP26 SEAT 32A', '2026-09-05'],
      ['volo del 14LUG27', '2027-07-14'],
      ['LH1234 FRA JFK 05SEP 10:40', '2026-09-05T10:40'],
      ['volo AZ610 del 14LUG', '2026-07-14'],
    ],
    reject: ['ref 45SEP26', 'lotto 12ABC26', ['lot 05sep 10:40', '2026-09-05T10:40'], 'ref 45SEP'],
  },
};
