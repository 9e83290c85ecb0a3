import type { TemporalMask } from '../../../engine/temporal-rule';
import { HOUSE_NUMBER_STREET_AFTER } from '../../../engine/temporal-patterns';

/**
 * A house number and a street named after a date are an address, for the chrono-node fallback: "12 March Road", "4 July
 * Street" (the check the `house-number-before-street` filter makes of our own clock atoms).
 */
export const houseNumberStreet: TemporalMask = {
  kind: 'mask',
  name: 'house-number-street',
  locales: ['en'],
  pattern: () => new RegExp(`(?<![\\p{L}\\d])\\d{1,4}${HOUSE_NUMBER_STREET_AFTER}`, 'gu'),
  examples: {
    accept: [['the 12 March deadline', '2027-03-12']],
    reject: ['I live at 12 March Road', 'the shop at 4 July Street', 'the shop at 4 July ROAD'],
  },
};
