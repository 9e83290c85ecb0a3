import { cueWords } from '../../../temporal-lexicon';
import { yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, YEAR } from '../../../engine/temporal-patterns';

/** Quarters and halves: "Q3", "Q1 2026", "3Q98" (financial news), "il quarto trimestre 2025", "the third quarter of 2025", "first half of 2026". */
export const quarterCode: TemporalParser = {
  kind: 'parser',
  name: 'quarter-code',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('quarter-code/q')})([1-4])(?:\\s*(?:${cueWords('atom-builders/del')})?(${YEAR}|'\\d\\d))?${E}|${B}(${YEAR}|\\d\\d)\\s*-?\\s*(?:${cueWords('quarter-code/q')})([1-4])${E}|${B}([1-4])(?:${cueWords('quarter-code/q')})\\s?(${YEAR}|'?\\d\\d)${E}`, 'gu'),
  build: (match) => {
    const ordinal = Number(match[1] ?? match[4] ?? match[5]);
    const year = yearOf(match[2] ?? match[3] ?? match[6]);
    return { kind: 'node', node: { type: 'period', unit: 'quarter', shift: 0, ordinal, ...(year === undefined ? {} : { year: { year } }) }, priority: 5 };
  },
  examples: {
    accept: [
      ['Q3', '2026-07-01..2026-10-01'],
      ['Q1 2026', '2026-01-01..2026-04-01'],
    ],
    reject: [],
  },
};
