import { cueWords } from '../../../temporal-lexicon';
import type { DayNode, MonthReference } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * Early, mid or late in a month named by its place: "early next month" (the 1st to the 10th), "mid-next month" (the
 * 15th), "late last month" (the 21st to its end), as "early June" and "mid-June" are read.
 */
export const earlyLateMonth: TemporalParser = {
  kind: 'parser',
  name: 'early-late-month',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(${cueWords('early-late-month/early')}|${cueWords('early-late-month/late')}|${cueWords('early-late-month/mid')})(?:\\s*-\\s*|\\s+)(${cueWords('early-late-month/this')})\\s+(?:${cueWords('atom-builders/mese')})${E}`, 'gu'),
  build: (match) => {
    const which = match[2] ?? '';
    const monthShift = new RegExp(`^(?:${cueWords('atom-builders/next')})$`, 'u').test(which) ? 1 : new RegExp(`^(?:${cueWords('atom-builders/last')})$`, 'u').test(which) ? -1 : 0;
    const month: MonthReference = { monthShift };
    const part = match[1] ?? '';
    if (new RegExp(`^(?:${cueWords('early-late-month/mid')})$`, 'u').test(part)) return { kind: 'day', day: { type: 'month-edge', edge: 'middle', month }, priority: 5 };
    const first: DayNode = { type: 'month-edge', edge: 'first', month };
    const early = new RegExp(`^(?:${cueWords('early-late-month/early')})$`, 'u').test(part);
    const from: DayNode = early ? first : { type: 'shifted-day', base: first, days: 20 };
    const to: DayNode = early ? { type: 'shifted-day', base: first, days: 9 } : { type: 'month-edge', edge: 'last', month };
    return { kind: 'node', node: { type: 'range', from: { type: 'day', day: from }, to: { type: 'day', day: to } }, priority: 5 };
  },
  examples: {
    accept: [
      ['the parts arrive early next month.', '2026-06-01..2026-06-11'],
      ['it shipped late last month.', '2026-04-21..2026-05-01'],
      ['the review is mid-next month.', '2026-06-15'],
    ],
    reject: [['the parts arrive early next month.', '2026-06-01..2026-07-01']],
  },
};
