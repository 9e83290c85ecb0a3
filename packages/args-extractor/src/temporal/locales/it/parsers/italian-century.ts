import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * An Italian century by its hundreds, capitalised after an article: "nel Novecento" (1900 to 1999), "l'Ottocento",
 * "il Quattrocento fiorentino". The normaliser writes the word as digits ("nel 900"); only a word written with a
 * capital is a century ("ho 900 euro", "nel 900 a.C." stay numbers).
 */
export const italianCentury: TemporalParser = {
  kind: 'parser',
  name: 'italian-century',
  locales: ['it'],
  pattern: () => new RegExp(`${B}(?:${cueWords('italian-century/nel')})(?:\\s+|(?<=')\\s*)([2-9])00${E}`, 'gu'),
  build: (match, context) => {
    const start = match.index + match[0].length - 3;
    if (!/^\p{Lu}\p{Ll}/u.test(context.original(start, match.index + match[0].length))) return undefined;
    const from = 1000 + Number(match[1]) * 100;
    return {
      kind: 'node',
      node: { type: 'range', from: { type: 'period', unit: 'year', shift: 0, year: { year: from } }, to: { type: 'period', unit: 'year', shift: 0, year: { year: from + 99 } } },
      priority: 5,
    };
  },
  examples: {
    accept: [['Il Novecento è stato un secolo breve', '1900-01-01..2000-01-01']],
    reject: ['nel 900 a.C. la città era già grande', 'ho speso novecento euro'],
  },
};
