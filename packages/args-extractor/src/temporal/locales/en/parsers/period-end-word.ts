import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** The end of the current year or month as one word: "by year-end", "at month end", "before year-end" (its last day). */
export const periodEndWord: TemporalParser = {
  kind: 'parser',
  name: 'period-end-word',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('period-end-word/by')})\\s+)(${cueWords('period-end-word/year')})(?:\\s*-\\s*|\\s+)(?:${cueWords('period-end-word/end')})${E}(?!-)`, 'gu'),
  build: (match) => {
    const month = new RegExp(`^(?:${cueWords('period-end-word/month')})$`, 'u').test(match[2] ?? '');
    const day: DayNode = month ? { type: 'month-edge', edge: 'last', month: { monthShift: 0 } } : { type: 'year-edge', edge: 'last', year: { yearShift: 0 } };
    return { kind: 'day', day, priority: 5, skip: (match[1] ?? '').length + 1 };
  },
  examples: {
    accept: [
      ['close the books at year-end.', '2026-12-31'],
      ['the invoices are due at month end.', '2026-05-31'],
    ],
    reject: ['the year ended well.', ['a year-end-of-season review', '2026-12-31']],
  },
};
