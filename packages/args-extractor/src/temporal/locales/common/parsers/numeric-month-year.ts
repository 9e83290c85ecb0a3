import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { E, YEAR } from '../../../engine/temporal-patterns';

/**
 * A month written as numbers with its four-digit year: "06/2025", "6/2025", "2025-06" (ISO 8601's year and month), as
 * invoices, statements and file names name a month. Not part of a full date ("2025-06-03", "1/06/2025").
 */
export const numericMonthYear: TemporalParser = {
  kind: 'parser',
  name: 'numeric-month-year',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`(?<![\\p{L}\\d/.-])(?:(0?[1-9]|1[0-2])/(${YEAR})|(${YEAR})-(0[1-9]|1[0-2]))${E}(?![-/.]\\d)`, 'gu'),
  build: (match) => {
    // A law's number and year ("la legge 3/2019", "la Ley 3/2018 de protección de datos"): no month.
    if (match[1] !== undefined && new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('numeric-month-year/law')})\\s+$`, 'u').test(match.input.slice(0, match.index))) return undefined;
    const month = Number(match[1] ?? match[4]);
    const year = Number(match[2] ?? match[3]);
    return { kind: 'node', node: { type: 'period', unit: 'month', shift: 0, month: { month, year } }, priority: 3 };
  },
  examples: {
    accept: [
      ['the 06/2025 statement', '2025-06-01..2025-07-01'],
      ['la fattura 3/2026', '2026-03-01..2026-04-01'],
      ['close the books for 2025-06', '2025-06-01..2025-07-01'],
    ],
    reject: [['on 2025-06-03', '2025-06-01..2025-07-01'], ['il 1/06/2025', '2025-06-01..2025-07-01'], 'la legge 3/2019 sul codice rosso', 'la Ley 3/2018 de protección de datos'],
  },
};
