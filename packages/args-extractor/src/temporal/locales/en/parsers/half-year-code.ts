import { cueWords } from '../../../temporal-lexicon';
import { yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, YEAR } from '../../../engine/temporal-patterns';

/** Halves of a year as reports write them, with the year: "H1 2027", "H2 '26", "2027 H1", "H2-2026". */
export const halfYearCode: TemporalParser = {
  kind: 'parser',
  name: 'half-year-code',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('half-year-code/h')})([12])(?:\\s*-\\s*|\\s+)(${YEAR}|'\\d\\d)${E}|${B}(${YEAR})(?:\\s*-\\s*|\\s+)(?:${cueWords('half-year-code/h')})([12])${E}`, 'gu'),
  build: (match) => {
    const ordinal = Number(match[1] ?? match[4]);
    const year = yearOf(match[2] ?? match[3]);
    if (year === undefined) return undefined;
    return { kind: 'node', node: { type: 'period', unit: 'half', shift: 0, ordinal, year: { year } }, priority: 5 };
  },
  examples: {
    accept: [
      ['revenue guidance for H1 2027', '2027-01-01..2027-07-01', 'H1 2027'],
      ["margins improved in H2 '25", '2025-07-01..2026-01-01'],
      ['the 2026 H2 roadmap', '2026-07-01..2027-01-01'],
    ],
    reject: ['use an H1 heading for the title', 'the H1N1 outbreak', 'H2O bottles, 2027 of them'],
  },
};
