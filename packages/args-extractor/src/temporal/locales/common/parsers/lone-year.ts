import type { TemporalParser } from '../../../engine/temporal-rule';
import { YEAR } from '../../../engine/temporal-patterns';

/**
 * A year alone as the whole request: "2026", "2019.", "twenty twenty six". A round thousand spelled out alone ("two
 * thousand", "duemila") is an amount, as an answer to "how many?".
 */
export const loneYear: TemporalParser = {
  kind: 'parser',
  name: 'lone-year',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`^\\s*(${YEAR})\\s*[.?!]?\\s*$`, 'gu'),
  build: (match, context) => {
    const year = Number(match[1]);
    if (year % 1000 === 0 && !/\d/u.test(context.originalText)) return undefined;
    return { kind: 'node', node: { type: 'period', unit: 'year', shift: 0, year: { year } }, priority: 2 };
  },
  examples: {
    accept: [
      ['2026', '2026-01-01..2027-01-01'],
      ['2019.', '2019-01-01..2020-01-01'],
    ],
    reject: ['two thousand', 'duemila.'],
  },
};
