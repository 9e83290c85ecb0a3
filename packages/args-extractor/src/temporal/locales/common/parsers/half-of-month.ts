import { cueWords } from '../../../temporal-lexicon';
import type { MonthReference } from '../../../temporal-node';
import { monthOf, yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, MONTH_FULL, YEAR } from '../../../engine/temporal-patterns';

/** Half of a named month: "the first half of April" (the 1st to the 15th), "the second half of June 2027", "the latter half of May" (the 16th to its last day); "la prima metà di giugno", "la seconda quindicina di agosto". */
export const halfOfMonth: TemporalParser = {
  kind: 'parser',
  name: 'half-of-month',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('half-of-month/the')})?(${cueWords('half-of-month/first')}|${cueWords('half-of-month/second')})\\s+(?:${cueWords('half-of-month/half')})\\s+(${MONTH_FULL})(?:,?\\s+(${YEAR}))?${E}`, 'gu'),
  build: (match) => {
    const monthNumber = monthOf(match[2] ?? '');
    if (monthNumber === undefined) return undefined;
    const year = yearOf(match[3]);
    const month: MonthReference = year === undefined ? { month: monthNumber } : { month: monthNumber, year };
    const middle = { type: 'month-edge', edge: 'middle', month } as const;
    const first = new RegExp(`^(?:${cueWords('half-of-month/first')})$`, 'u').test(match[1] ?? '');
    const from = first ? { type: 'month-edge', edge: 'first', month } as const : { type: 'shifted-day', base: middle, days: 1 } as const;
    const to = first ? middle : { type: 'month-edge', edge: 'last', month } as const;
    return { kind: 'node', node: { type: 'range', from: { type: 'day', day: from }, to: { type: 'day', day: to } }, priority: 6 };
  },
  examples: {
    accept: [
      ['schedule the audit for the first half of April', '2027-04-01..2027-04-16', 'the first half of April'],
      ['I am away the second half of June', '2026-06-16..2026-07-01'],
      ['the latter half of February 2028', '2028-02-16..2028-03-01'],
      ['sono in ferie la prima metà di giugno', '2026-06-01..2026-06-16'],
      ['la seconda quindicina di agosto', '2026-08-16..2026-09-01'],
    ],
    reject: [
      ['schedule the audit for the first half of April', '2027-04-01..2027-05-01'],
      'we watched the second half of the match',
    ],
  },
};
