import { monthAbbreviations } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, MONTH_ABBR, YEAR } from '../../../engine/temporal-patterns';

/** An abbreviated month with a year: "Feb 2024", "dic. 2025". */
export const abbreviatedMonthYear: TemporalParser = {
  kind: 'parser',
  name: 'abbreviated-month-year',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(${MONTH_ABBR})\\.?\\s+(${YEAR})${E}`, 'gu'),
  build: (match) => {
    const month = monthAbbreviations[match[1] ?? ''];
    return month === undefined ? undefined : { kind: 'node', node: { type: 'period', unit: 'month', shift: 0, month: { month, year: Number(match[2]) } }, priority: 3 };
  },
  examples: {
    accept: [
      ['Feb 2024', '2024-02-01..2024-03-01'],
      ['dic. 2025', '2025-12-01..2026-01-01'],
    ],
    reject: [],
  },
};
