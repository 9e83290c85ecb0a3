import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, YEAR } from '../../../engine/temporal-patterns';

/**
 * A year that names what a plan, a budget or an edition is for: "put it in the 2027 budget", "the 2026 season", "il
 * bilancio 2027", "la dichiarazione dei redditi 2026", a tax document's year ("la certificazione unica 2025", "l'ISEE 2026"). The year is the period; a number before other nouns is a
 * count ("we printed 2027 copies").
 */
export const yearBesidePlanNoun: TemporalParser = {
  kind: 'parser',
  name: 'year-beside-plan-noun',
  locales: ['it', 'en'],
  pattern: () => new RegExp(
    `${B}(?:(${YEAR})(?=\\s+(?:${cueWords('year-beside-plan-noun/budget')})${E})|(?<=(?:${cueWords('year-beside-plan-noun/bilancio')})\\s+)(${YEAR})${E})`,
    'gu',
  ),
  build: (match) => {
    // A span written short ("la stagione 2025-26", "il piano 2025-27") is no one year.
    if (/^[-–/]\d\d(?!\d)/u.test(match.input.slice(match.index + match[0].length))) return undefined;
    return { kind: 'node', node: { type: 'period', unit: 'year', shift: 0, year: { year: Number(match[1] ?? match[2]) } }, priority: 3 };
  },
  examples: {
    accept: [
      ['add it to the 2028 forecast', '2028-01-01..2029-01-01'],
      ['mettilo nel preventivo 2027', '2027-01-01..2028-01-01'],
      ["allega l'ISEE 2026 alla domanda", '2026-01-01..2027-01-01'],
      ['il commercialista vuole la certificazione unica 2024', '2024-01-01..2025-01-01'],
    ],
    reject: ['we printed 2027 copies', 'ordina 2026 pezzi', 'certificazione unica: 2024 euro di ritenute', ['la stagione 2025-26', '2025-01-01..2026-01-01'], ['il piano 2025-27', '2025-01-01..2026-01-01']],
  },
};
