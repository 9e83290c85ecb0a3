import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { monthOf, validCalendar, yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DAY, E, MONTH_ANY, YEAR } from '../../../engine/temporal-patterns';

/** Month, day, optional year: "March 3, 2026", "Dec 7", "June 12th", "maggio 3", "last March 12". */
export const monthDay: TemporalParser = {
  kind: 'parser',
  name: 'month-day',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('month-day/last')})\\s+)?(${MONTH_ANY})\\s+(?:${cueWords('temporal-patterns/the')})?(${DAY})(?:${cueWords('find-temporal-values/st')})?(?![\\p{L}\\d]|[:.]\\d|\\s*(?:${cueWords('month-day/am')}|%|:))(?:,?\\s*(${YEAR})${E})?`, 'gu'),
  build: (match) => {
    const month = monthOf(match[2] ?? '');
    if (month === undefined) return undefined;
    // A product's generation after its version ("USB 3.1 Gen 2", "PCIe 4.0 Gen 4"), not the Italian January.
    if (new RegExp(`^(?:${cueWords('day-month/generation')})$`, 'iu').test(match[2] ?? '') && /\d[.,]\d+\s+$/u.test(match.input.slice(0, match.index))) return undefined;
    const year = yearOf(match[4]);
    const modifier = match[1] === undefined || year !== undefined ? undefined : new RegExp(`(?:${cueWords('month-day/next')})`, 'u').test(match[1]) ? 'next' : 'last';
    const node: DayNode = { type: 'calendar-date', month, day: Number(match[3]), ...(year === undefined ? {} : { year }), ...(modifier === undefined ? {} : { modifier }) };
    return validCalendar(node) ? { kind: 'day', day: node, priority: 4 } : undefined;
  },
  examples: {
    accept: [
      ['March 3, 2026', '2026-03-03'],
      ['June 12th', '2026-06-12'],
    ],
    reject: ['PCIe 4.0 Gen 4 SSD'],
  },
};
