import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { E } from '../../../engine/temporal-patterns';

/**
 * A card's expiry, MM/YY after a card's expiry words: "Scadenza carta: 09/28", "card exp 04/27", "valid thru 11/29" is that month
 * of 20YY, not a day and a month (cards print the month and the last two digits of the
 * year). A bare "scadenza 12/06" is a due day.
 */
export const cardExpiryMonth: TemporalParser = {
  kind: 'parser',
  name: 'card-expiry-month',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`(?<![\\p{L}])(?:${cueWords('card-expiry-month/expiry')})[\\s:.]*(0[1-9]|1[0-2])\\s*/\\s*(\\d{2})${E}(?![/.]\\d)`, 'gu'),
  build: (match) => ({ kind: 'node', node: { type: 'period', unit: 'month', shift: 0, month: { month: Number(match[1]), year: 2000 + Number(match[2]) } }, priority: 6 }),
  examples: {
    accept: [
      ['card exp 04/27', '2027-04-01..2027-05-01'],
      ['scadenza della carta: 11/29', '2029-11-01..2029-12-01'],
      ['Valid thru 01/30', '2030-01-01..2030-02-01'],
      ['Visa ending 0042, Exp: 03/29', '2029-03-01..2029-04-01'],
    ],
    reject: [['dentist 09/28', '2028-09-01..2028-10-01'], ['la bolletta scade il 09/28', '2028-09-01..2028-10-01'], ['scadenza 12/06 pagamento', '2006-12-01..2007-01-01'], ['your subscription expires 12/06', '2006-12-01..2007-01-01']],
  },
};
