import { monthAbbreviations } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { validCalendar } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, MONTH_ABBR } from '../../../engine/temporal-patterns';

/**
 * A date as tickets and booking codes write it, day, month abbreviation and two-digit year run together in capitals:
 * "22GIU26", "05SEP26" (DDMMMYY). In lower case or mixed ("22giu26") it is no such code.
 */
export const airlineDate: TemporalParser = {
  kind: 'parser',
  name: 'airline-date',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(0[1-9]|[12]\\d|3[01])(${MONTH_ABBR})(\\d{2})${E}`, 'gu'),
  build: (match, context) => {
    if (!/^\d{2}\p{Lu}+\d{2}$/u.test(context.original(match.index, match.index + match[0].length))) return undefined;
    const month = monthAbbreviations[match[2] ?? ''];
    if (month === undefined) return undefined;
    const day: DayNode = { type: 'calendar-date', day: Number(match[1]), month, year: 2000 + Number(match[3]) };
    return validCalendar(day) ? { kind: 'day', day, priority: 5 } : undefined;
  },
  examples: {
    accept: [
      ['LH1234 MUC-JFK 05SEP26 SEAT 32A', '2026-09-05'],
      ['volo del 14LUG27', '2027-07-14'],
    ],
    reject: ['ref 45SEP26', 'lotto 12ABC26'],
  },
};
