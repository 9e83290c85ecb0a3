import type { TemporalParser } from '../../../engine/temporal-rule';
import { YEAR } from '../../../engine/temporal-patterns';

/** A year alone as the whole request: "2026", "2019.". */
export const loneYear: TemporalParser = {
  kind: 'parser',
  name: 'lone-year',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`^\\s*(${YEAR})\\s*[.?!]?\\s*$`, 'gu'),
  build: (match) => ({ kind: 'node', node: { type: 'period', unit: 'year', shift: 0, year: { year: Number(match[1]) } }, priority: 2 }),
  examples: {
    accept: [
      ['2026', '2026-01-01..2027-01-01'],
      ['2019.', '2019-01-01..2020-01-01'],
    ],
    reject: [],
  },
};
