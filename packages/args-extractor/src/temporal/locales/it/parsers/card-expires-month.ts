import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * A card said to expire on MM/YY: "la carta di credito scade 08/28", "il bancomat mi scadrà 11/27" is that month of
 * 20YY (cards print the month and the last two digits of the year), as `card-expiry-month` reads "scadenza carta:
 * 09/28". Not a due day ("la bolletta scade 09/06", "la carta scade il 12/06": a day has its article), nor a card
 * in another clause.
 */
export const cardExpiresMonth: TemporalParser = {
  kind: 'parser',
  name: 'card-expires-month',
  locales: ['it'],
  pattern: () =>
    new RegExp(
      `${B}(?:${cueWords('card-expires-month/card')})${E}[^.;:!?\\n]{0,30}?${B}(?:${cueWords('card-expires-month/scade')})\\s+(0[1-9]|1[0-2])\\s*/\\s*(\\d{2})${E}(?![/.]\\d)`,
      'gu',
    ),
  build: (match) => ({ kind: 'node', node: { type: 'period', unit: 'month', shift: 0, month: { month: Number(match[1]), year: 2000 + Number(match[2]) } }, priority: 6, skip: match[0].search(/\d/u) }),
  examples: {
    accept: [
      ['il bancomat mi scadrà 11/27, va rinnovato', '2027-11-01..2027-12-01'],
      ['la mia carta prepagata scade 03/29', '2029-03-01..2029-04-01'],
    ],
    reject: [
      ['la bolletta scade 09/28', '2028-09-01..2028-10-01'],
      ['la carta scade il 12/06', '2006-12-01..2007-01-01'],
      ['pago con la carta. La rata scade 10/27', '2027-10-01..2027-11-01'],
    ],
  },
};
