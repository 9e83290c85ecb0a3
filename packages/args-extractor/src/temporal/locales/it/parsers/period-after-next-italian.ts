import { cueWords } from '../../../temporal-lexicon';
import { periodUnitOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** Two periods away, in Italian: "la settimana dopo la prossima", "il mese prima dello scorso". */
export const periodAfterNextItalian: TemporalParser = {
  kind: 'parser',
  name: 'period-after-next-italian',
  locales: ['it'],
  pattern: () => new RegExp(`${B}(?:${cueWords('period-after-next-italian/la')})\\s*(${cueWords('period-after-next-italian/settimana')})\\s+(${cueWords('period-after-next-italian/dopo-la-prossima')})${E}`, 'gu'),
  build: (match) => {
    const unit = periodUnitOf(match[1] ?? '');
    if (unit === undefined) return undefined;
    return { kind: 'node', node: { type: 'period', unit, shift: new RegExp(`(?:${cueWords('weekday/dopo-2')})`, 'u').test(match[2] ?? '') ? 2 : -2 }, priority: 5 };
  },
  examples: {
    accept: [
      ['la settimana dopo la prossima', '2026-06-01..2026-06-08'],
    ],
    reject: [],
  },
};
