import { cueWords } from '../../../temporal-lexicon';
import { yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * A fiscal year written as a code with two digits: "FY26", "FY'27", "fy 25". Read as the calendar year (no fiscal
 * start is configured); "FY 2026" is read by `cued-year`.
 */
export const fiscalYearCode: TemporalParser = {
  kind: 'parser',
  name: 'fiscal-year-code',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('cued-year/fy')})\\s?['\u2019]?(\\d\\d)${E}`, 'gu'),
  build: (match) => {
    const year = yearOf(match[1]);
    if (year === undefined) return undefined;
    return { kind: 'node', node: { type: 'period', unit: 'year', shift: 0, year: { year } }, priority: 4 };
  },
  examples: {
    accept: [
      ['the FY27 budget is due', '2027-01-01..2028-01-01'],
      ["targets for FY'25", '2025-01-01..2026-01-01'],
    ],
    reject: ['fy123 is a file', 'the FY260 model'],
  },
};
