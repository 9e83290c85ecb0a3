import type { TemporalParser } from '../../../engine/temporal-rule';
import { YEAR } from '../../../engine/temporal-patterns';

/**
 * A year alone as the whole request: "2026", "2019.". Written in digits only: a number spelled out alone ("two
 * thousand", "duemila") is an amount, as an answer to "how many?".
 */
export const loneYear: TemporalParser = {
  kind: 'parser',
  name: 'lone-year',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`^\\s*(${YEAR})\\s*[.?!]?\\s*$`, 'gu'),
  build: (match, context) =>
    /\d/u.test(context.originalText) ? { kind: 'node', node: { type: 'period', unit: 'year', shift: 0, year: { year: Number(match[1]) } }, priority: 2 } : undefined,
  examples: {
    accept: [
      ['2026', '2026-01-01..2027-01-01'],
      ['2019.', '2019-01-01..2020-01-01'],
    ],
    reject: ['two thousand', 'duemila.'],
  },
};
