import { cueWords } from '../../../temporal-lexicon';
import type { TemporalMask } from '../../../engine/temporal-rule';

/** A house number and a street named after a date are an address, for the chrono-node fallback: "12 March Road", "4 July Street". */
export const houseNumberStreet: TemporalMask = {
  kind: 'mask',
  name: 'house-number-street',
  locales: ['en'],
  pattern: () => {
    const streets = cueWords('house-number-before-street/road').split('|').map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`).join('|');
    return new RegExp(`(?<![\\p{L}\\d])\\d{1,4}\\s+(?:\\p{Lu}[\\p{L}.'-]*\\s+){1,3}(?:${streets})(?![\\p{L}])`, 'gu');
  },
  examples: {
    accept: [['the 12 March deadline', '2027-03-12']],
    reject: ['I live at 12 March Road', 'the shop at 4 July Street'],
  },
};
