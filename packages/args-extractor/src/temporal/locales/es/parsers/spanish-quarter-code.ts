import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, YEAR } from '../../../engine/temporal-patterns';

/** The Spanish quarter code with its year: "4T de 2025", "el 1T 2026", "T3 2024" (trimestre), as "Q4 2025". */
export const spanishQuarterCode: TemporalParser = {
  kind: 'parser',
  name: 'spanish-quarter-code',
  locales: ['es'],
  pattern: () => new RegExp(`${B}(?:([1-4])\\s?(?:${cueWords('spanish-quarter-code/t')})|(?:${cueWords('spanish-quarter-code/t')})([1-4]))(?:\\s+(?:${cueWords('spanish-quarter-code/de')}))?\\s+(${YEAR})${E}`, 'gu'),
  build: (match) => ({ kind: 'node', node: { type: 'period', unit: 'quarter', shift: 0, ordinal: Number(match[1] ?? match[2]), year: { year: Number(match[3]) } }, priority: 5 }),
  examples: {
    accept: [
      ['los resultados del 2T de 2024', '2024-04-01..2024-07-01'],
      ['ventas T1 2026', '2026-01-01..2026-04-01'],
    ],
    reject: ['la terminal T4 de Barajas', 'el 4T'],
  },
};
