import type { DayNode } from '../../../temporal-node';
import { numericOrder, validCalendar, yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, YEAR } from '../../../engine/temporal-patterns';

/** Numeric dates with a year: 15/09/2026, 3/15/2024, 15.03.2024, 27/3/26, 18-04-2022. */
export const numericDateWithYear: TemporalParser = {
  kind: 'parser',
  name: 'numeric-date-with-year',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(\\d{1,2})([/.-])(\\d{1,2})\\2(${YEAR}|\\d\\d)${E}(?![.,:/-]?\\d)`, 'gu'),
  build: (match, context) => {
    const first = Number(match[1]);
    const second = Number(match[3]);
    // A dotted triple beside another of the same first two numbers is a version and its successor ("bump lodash from
    // 4.17.20 to 4.17.21"), no pair of dates.
    if (match[2] === '.' && match[4]?.length === 2) {
      const sibling = new RegExp(`(?<![\\d.])${match[1]}\\.${match[3]}\\.\\d+(?![\\d.])`, 'gu');
      for (const other of match.input.matchAll(sibling)) if (other.index !== match.index) return undefined;
    }
    const year = yearOf(match[4]) ?? 0;
    const [month, day] = numericOrder(first, second, context, match.index);
    const node: DayNode = { type: 'calendar-date', year, month, day };
    return validCalendar(node) ? { kind: 'day', day: node, priority: 5 } : undefined;
  },
  examples: {
    accept: [
      ['La sentenza è stata depositata il 21.10.2015 presso la cancelleria.', '2015-10-21'],
      ['Your GP appointment has been booked for 03/04/2026.', '2026-04-03'],
      ['Balance paid in USD on 03/04/2026 by wire.', '2026-03-04'],
      ['Il rimborso di 40 $ è arrivato il 03/04/2026.', '2026-03-04'],
    ],
    reject: [
      'Bump lodash from 4.17.20 to 4.17.21',
      ['Your GP appointment has been booked for 03/04/2026.', '2026-03-04'],
      ['Pagati 40 $ e 30 £ il 03/04/2026.', '2026-03-04'], ['Paid $40.\nFattura del 03/04/2026.', '2026-03-04'],
    ],
  },
};
