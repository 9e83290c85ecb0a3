import { cueWords } from '../../../temporal-lexicon';
import type { TemporalMask } from '../../../engine/temporal-rule';

/** Streets named after dates are addresses, not days, for the chrono-node fallback: "Via XX Settembre 12", "Corso XXII Marzo 14", "Piazza IV Novembre", "Piazza 1° Maggio". */
export const streetNamedAfterADate: TemporalMask = {
  kind: 'mask',
  name: 'street-named-after-a-date',
  locales: ['it'],
  pattern: () => new RegExp(`(?<![\\p{L}])(?:${cueWords('street-named-after-a-date/via')})\\s+(?:(?:${cueWords('street-named-after-a-date/i')})+\\s+|\\p{Lu}\\p{L}*\\s+|\\d{1,2}°?\\s+)*\\p{Lu}\\p{L}*(?:\\s+\\d{1,4})?`, 'gu'),
  examples: {
    accept: [],
    reject: [
      'Via XX Settembre 12',
      'Corso XXII Marzo 14',
      'Piazza 1° Maggio',
    ],
  },
};
