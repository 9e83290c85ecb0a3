import { cueWords } from '../../../temporal-lexicon';
import type { TemporalMask } from '../../../engine/temporal-rule';
import { MONTH_FULL } from '../../../engine/temporal-patterns';

/**
 * A street named after a date typed in lower case is an address for the chrono-node fallback too: "via xx settembre 12",
 * "corso xxii marzo 14" (a street word, a Roman numeral, a month; `street-named-after-a-date` masks the capitalised one).
 */
export const lowercaseStreetNamedAfterADate: TemporalMask = {
  kind: 'mask',
  name: 'lowercase-street-named-after-a-date',
  locales: ['it'],
  pattern: () => new RegExp(`(?<![\\p{L}])(?:${cueWords('street-numeral-before/via')})\\s+(?:${cueWords('lowercase-street-named-after-a-date/x')})+\\s+(?:${MONTH_FULL})(?:\\s+\\d{1,4})?`, 'gu'),
  examples: {
    accept: [['mandalo via posta il 12 settembre', '2026-09-12']],
    reject: ['mandami l\'indirizzo: via xx settembre 12 bologna', 'ufficio in corso xxii marzo 14'],
  },
};
