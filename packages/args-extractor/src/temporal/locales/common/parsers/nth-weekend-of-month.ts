import { cueWords } from '../../../temporal-lexicon';
import { monthReferenceOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, MONTH_REFERENCE, ORDINAL, ordinalWords } from '../../../engine/temporal-patterns';

/** Weekends of a month: "il primo weekend di giugno", "the last weekend of the month". */
export const nthWeekendOfMonth: TemporalParser = {
  kind: 'parser',
  name: 'nth-weekend-of-month',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('nth-weekend-of-month/il')})?(${ORDINAL})\\s+(?:${cueWords('nth-weekend-of-month/weekend')})\\s+(?:${cueWords('nth-day-of-month/di')})\\s*(${MONTH_REFERENCE})${E}`, 'gu'),
  build: (match) => {
    const ordinal = ordinalWords[match[1] ?? ''];
    const month = monthReferenceOf(match[2] ?? '');
    if (ordinal === undefined || month === undefined) return undefined;
    return { kind: 'node', node: { type: 'period', unit: 'weekend', shift: 0, containing: { type: 'nth-weekday', ordinal, weekday: 6, month } }, priority: 5 };
  },
  examples: {
    accept: [
      ['il primo weekend di giugno', '2026-06-06..2026-06-08'],
      ['the last weekend of the month', '2026-05-30..2026-06-01'],
    ],
    reject: [],
  },
};
