import { cueWords } from '../../../temporal-lexicon';
import { periodUnitOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** This week, month, year, quarter: "questa settimana", "this month", "il mese corrente", "in settimana". */
export const currentPeriod: TemporalParser = {
  kind: 'parser',
  name: 'current-period',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('current-period/this')})\\s*)(${cueWords('current-period/settimana')})${E}|${B}(?:${cueWords('current-period/la')})?\\s*(${cueWords('current-period/settimana-2')})\\s+(?:${cueWords('current-period/corrente')})${E}`, 'gu'),
  build: (match) => {
    const lead = match[1];
    const unit = periodUnitOf(match[2] ?? match[3] ?? '');
    if (unit === undefined) return undefined;
    if (lead === 'in' && unit !== 'week') return undefined;
    return { kind: 'node', node: { type: 'period', unit, shift: 0 }, priority: 4 };
  },
  examples: {
    accept: [
      ['este mes', '2026-05-01T00:00..2026-05-19T14:05'],
      ['le spese di questo mese', '2026-05-01T00:00..2026-05-19T14:05'],
      ['le tasse di quest\'anno', '2026-01-01T00:00..2026-05-19T14:05'],
    ],
    reject: [],
  },
};
