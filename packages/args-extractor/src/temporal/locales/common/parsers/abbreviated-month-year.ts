import { monthAbbreviations } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { yearOf } from '../../../engine/atom-builders';
import { B, E, MONTH_ABBR, YEAR } from '../../../engine/temporal-patterns';

/** An abbreviated month with a year, in full or after an apostrophe: "Feb 2024", "dic. 2025", "Mar '24". */
export const abbreviatedMonthYear: TemporalParser = {
  kind: 'parser',
  name: 'abbreviated-month-year',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(${MONTH_ABBR})\\.?\\s+(${YEAR}|'\\d\\d)${E}`, 'gu'),
  build: (match) => {
    const month = monthAbbreviations[match[1] ?? ''];
    const year = yearOf(match[2]);
    return month === undefined || year === undefined ? undefined : { kind: 'node', node: { type: 'period', unit: 'month', shift: 0, month: { month, year } }, priority: 3 };
  },
  examples: {
    accept: [
      ['Feb 2024', '2024-02-01..2024-03-01'],
      ['dic. 2025', '2025-12-01..2026-01-01'],
      ["the Mar '24 statement", '2024-03-01..2024-04-01'],
    ],
    reject: [],
  },
};
