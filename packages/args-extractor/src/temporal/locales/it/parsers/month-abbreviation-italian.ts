import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DAY, ORDINAL_SUFFIX } from '../../../engine/temporal-patterns';

/**
 * The months of Italian letters and forms, after a day: "il 5 p.v." (prossimo venturo: next month), "lunedì 25 c.m."
 * (corrente mese: this month), "il 3 u.s." (ultimo scorso: last month).
 */
export const monthAbbreviationItalian: TemporalParser = {
  kind: 'parser',
  name: 'month-abbreviation-italian',
  locales: ['it'],
  pattern: () =>
    new RegExp(
      `${B}(?:(?:${cueWords('month-abbreviation-italian/il')})\\s+)?(${DAY})${ORDINAL_SUFFIX}\\s+(?:(${cueWords('month-abbreviation-italian/pv')})|(${cueWords('month-abbreviation-italian/cm')})|(${cueWords('month-abbreviation-italian/us')}))(?![\\p{L}\\d])`,
      'gu',
    ),
  build: (match, context) => {
    // "U.S." in capitals without an Italian article, or before more initials, is the United States: "3 U.S. soldiers",
    // "15 U.S.C. § 78".
    if (match[4] !== undefined) {
      const end = match.index + match[0].length;
      if (/^\.?\p{L}/u.test(match.input.slice(end)) || (/\p{Lu}/u.test(context.original(end - match[4].length, end)) && !new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('month-abbreviation-italian/del')})\\s+\\d`, 'u').test(match.input.slice(Math.max(0, match.index - 8), end)))) return undefined;
    }
    const monthShift = match[2] !== undefined ? 1 : match[3] !== undefined ? 0 : -1;
    return { kind: 'day', day: { type: 'day-of-month', day: Number(match[1]), monthShift }, priority: 6 };
  },
  examples: {
    accept: [
      ['la riunione è convocata per il giorno 10 p.v. alle ore 15', '2026-06-10T15:00'],
      ['rif. la Vostra del 12 u.s.', '2026-04-12'],
      ['il pagamento scade il 28 c.m.', '2026-05-28'],
      ['la Vostra del 12 U.S.', '2026-04-12'],
    ],
    reject: ['la tavola misura 5 cm', ['il 12 maggio u.s.', '2026-04-12'], '3 U.S. soldiers were injured', '15 U.S.C. § 78'],
  },
};
