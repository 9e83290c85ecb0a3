import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, YEAR } from '../../../engine/temporal-patterns';

/** A part of a year: "mid-2015", "early 2020", "in late 2019", "a metà 2017", "fine 2027" (graded, and resolved, as the year). */
export const partOfYear: TemporalParser = {
  kind: 'parser',
  name: 'part-of-year',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('part-of-year/early')})(?:\\s*-\\s*|\\s+)(${YEAR})${E}(?![.,/:-]?\\d)`, 'gu'),
  build: (match) => ({
    kind: 'node',
    node: { type: 'period', unit: 'year', shift: 0, year: { year: Number(match[1]) } },
    priority: 3,
  }),
  examples: {
    accept: [
      ['mid-2015', '2015-01-01..2016-01-01'],
      ['early 2020', '2020-01-01..2021-01-01'],
      ['il cantiere chiude a fine 2027', '2027-01-01..2028-01-01'],
      ['agli inizi del 2027 apre il cantiere', '2027-01-01..2028-01-01'],
    ],
    reject: [],
  },
};
