import { cueWords } from '../../../temporal-lexicon';
import type { TemporalMask } from '../../../engine/temporal-rule';
import { MONTH_FULL } from '../../../engine/temporal-patterns';

/**
 * A house number, a month and a street word typed in lower case are an address for the chrono-node fallback: "my
 * address is 14 may street", "send it to 4 july avenue" (`house-number-street` masks the capitalised spelling). A month
 * before another noun keeps its day ("the 4 july parade goes down main street").
 */
export const lowercaseHouseNumberStreet: TemporalMask = {
  kind: 'mask',
  name: 'lowercase-house-number-street',
  locales: ['en'],
  pattern: () => new RegExp(`(?<![\\p{L}\\d])\\d{1,4}\\s+(?:${MONTH_FULL})\\s+(?:${cueWords('lowercase-house-number-street/street')})(?![\\p{L}])`, 'gu'),
  examples: {
    accept: [['the 4 july parade goes down main street', '2026-07-04']],
    reject: ['my address is 12 june street', 'ship it to 4 july avenue'],
  },
};
