import { cueWords } from '../../../temporal-lexicon';
import { periodUnitOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * Two periods away, in Italian: "la settimana dopo la prossima", "il mese prima dello scorso"; the weekend after the
 * coming one: "il weekend dopo il prossimo" (the coming weekend is "il prossimo weekend").
 */
export const periodAfterNextItalian: TemporalParser = {
  kind: 'parser',
  name: 'period-after-next-italian',
  locales: ['it'],
  pattern: () => new RegExp(`${B}(?:${cueWords('period-after-next-italian/la')})\\s*(${cueWords('period-after-next-italian/settimana')})\\s+(${cueWords('period-after-next-italian/dopo-la-prossima')})${E}`, 'gu'),
  build: (match) => {
    const after = new RegExp(`(?:${cueWords('weekday/dopo-2')})`, 'u').test(match[2] ?? '');
    if (new RegExp(`^(?:${cueWords('period-after-next-italian/weekend')})$`, 'u').test(match[1] ?? '')) return { kind: 'node', node: { type: 'period', unit: 'weekend', shift: after ? 1 : -2 }, priority: 5 };
    const unit = periodUnitOf(match[1] ?? '');
    if (unit === undefined) return undefined;
    return { kind: 'node', node: { type: 'period', unit, shift: after ? 2 : -2 }, priority: 5 };
  },
  examples: {
    accept: [
      ['la settimana dopo la prossima', '2026-06-01..2026-06-08'],
      ['il fine settimana dopo il prossimo andiamo al lago', '2026-05-30..2026-06-01'],
      ['il weekend prima dello scorso ero a Roma', '2026-05-09..2026-05-11'],
    ],
    reject: [['il fine settimana dopo il prossimo andiamo al lago', '2026-05-23..2026-05-25']],
  },
};
