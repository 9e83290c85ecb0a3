import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * A card's expiry, MM/YY after a card's expiry words: "Scadenza carta: 09/28", "card exp 04/27", "valid thru 11/29", or
 * after a card said to expire: "la carta di credito scade 08/28", "il bancomat mi scadrà 11/27". That month of 20YY, not
 * a day and a month (cards print the month and the last two digits of the year). A bare "scadenza 12/06" is a due day,
 * and so is "la bolletta scade 09/06" or "la carta scade il 12/06" (a day has its article); nor is it a card in another
 * clause.
 */
export const cardExpiryMonth: TemporalParser = {
  kind: 'parser',
  name: 'card-expiry-month',
  locales: ['it', 'en'],
  pattern: () => {
    const mmYy = `(0[1-9]|1[0-2])\\s*/\\s*(\\d{2})${E}(?![/.]\\d)`;
    const cardExpires = `${B}(?:${cueWords('card-expiry-month/card')})${E}[^.;:!?\\n]{0,30}?${B}(?:${cueWords('card-expiry-month/scade')})\\s+${mmYy}`;
    return new RegExp(`(?<![\\p{L}])(?:${cueWords('card-expiry-month/expiry')})[\\s:.]*${mmYy}|${cardExpires}`, 'gu');
  },
  build: (match) => {
    const month = Number(match[1] ?? match[3]);
    const year = 2000 + Number(match[2] ?? match[4]);
    // A card said to expire reads from its digits (the card and the verb are a clause, not the date's words).
    return { kind: 'node', node: { type: 'period', unit: 'month', shift: 0, month: { month, year } }, priority: 6, ...(match[3] === undefined ? {} : { skip: match[0].search(/\d/u) }) };
  },
  examples: {
    accept: [
      ['card exp 04/27', '2027-04-01..2027-05-01'],
      ['scadenza della carta: 11/29', '2029-11-01..2029-12-01'],
      ['Valid thru 01/30', '2030-01-01..2030-02-01'],
      ['Visa ending 0042, Exp: 03/29', '2029-03-01..2029-04-01'],
      ['il bancomat mi scadrà 11/27, va rinnovato', '2027-11-01..2027-12-01'],
      ['la mia carta prepagata scade 03/29', '2029-03-01..2029-04-01'],
    ],
    reject: [
      ['dentist 09/28', '2028-09-01..2028-10-01'],
      ['la bolletta scade il 09/28', '2028-09-01..2028-10-01'],
      ['scadenza 12/06 pagamento', '2006-12-01..2007-01-01'],
      ['your subscription expires 12/06', '2006-12-01..2007-01-01'],
      ['la bolletta scade 09/28', '2028-09-01..2028-10-01'],
      ['la carta scade il 12/06', '2006-12-01..2007-01-01'],
      ['pago con la carta. La rata scade 10/27', '2027-10-01..2027-11-01'],
    ],
  },
};
