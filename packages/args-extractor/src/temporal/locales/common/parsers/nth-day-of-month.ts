import { cueWords } from '../../../temporal-lexicon';
import { monthReferenceOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, MONTH_REFERENCE, ORDINAL, ordinalWords } from '../../../engine/temporal-patterns';

/** First/last day of a month: "l'ultimo giorno di ottobre 2015", "the first day of next month", "l'ultimo giorno del mese". */
export const nthDayOfMonth: TemporalParser = {
  kind: 'parser',
  name: 'nth-day-of-month',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('nth-day-of-month/il')})?(${ORDINAL}|\\d{1,2}(?:${cueWords('find-temporal-values/st')}|°))\\s+(?:${cueWords('day-shift/giorno')})\\s+(?:${cueWords('nth-day-of-month/di')})\\s*(${MONTH_REFERENCE})${E}`, 'gu'),
  build: (match) => {
    const month = monthReferenceOf(match[2] ?? '');
    const ordinal = ordinalWords[match[1] ?? ''] ?? Number((match[1] ?? '').replace(/\D/gu, ''));
    if (month === undefined || !Number.isFinite(ordinal) || ordinal === 0) return undefined;
    if (ordinal === 1 || ordinal < 0) return { kind: 'day', day: { type: 'month-edge', edge: ordinal === 1 ? 'first' : 'last', month }, priority: 5 };
    return { kind: 'day', day: { type: 'shifted-day', base: { type: 'month-edge', edge: 'first', month }, days: ordinal - 1 }, priority: 5 };
  },
  examples: {
    accept: [
      ['l\'ultimo giorno di ottobre 2015', '2015-10-31'],
      ['the first day of next month', '2026-06-01'],
    ],
    reject: [],
  },
};
