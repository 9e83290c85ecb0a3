import { yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, YEAR } from '../../../engine/temporal-patterns';

/** Seasons: "quest'estate", "l'estate scorsa", "in primavera", "next summer", "winter 2025", "this fall". */
export const season: TemporalParser = {
  kind: 'parser',
  name: 'season',
  locales: ['it', 'en'],
  pattern: new RegExp(`${B}(?:(this|current|next|last|the|questa|quest'|questo|la prossima|il prossimo|prossima|prossimo|la scorsa|lo scorso|scorsa|scorso|in|d'|di|nella|nel|per la|per il|during the|during|l'|la|il|in the|over the|by)\\s*)?(primavera|estate|autunno|inverno|spring|summer|autumn|fall|winter)(?:\\s+(prossim[ao]|scors[ao]|passat[ao]|(${YEAR})))?${E}`, 'gu'),
  build: (match) => {
    const lead = match[1] ?? '';
    const word = match[2] ?? '';
    if (word === 'fall' && !/^(?:this|next|last|the|in the|during the|over the|by)$/u.test(lead) && match[4] === undefined) return undefined;
    if (lead === '' && match[3] === undefined && (/^(?:estate|autunno)$/u.test(word) || match.input.trim() !== word)) return undefined;
    const season = /primavera|spring/u.test(word) ? 'spring' : /estate|summer/u.test(word) ? 'summer' : /autunno|autumn|fall/u.test(word) ? 'autumn' : 'winter';
    const modifier = `${lead} ${match[3] ?? ''}`;
    const shift = /next|prossim/u.test(modifier) ? 1 : /last|scors|passat/u.test(modifier) ? -1 : 0;
    const year = yearOf(match[4]);
    return { kind: 'node', node: { type: 'period', unit: 'season', shift, season, ...(year === undefined ? {} : { year: { year } }) }, priority: 3 };
  },
  examples: {
    accept: [
      ['quest\'estate', '2026-06-21..2026-09-22'],
      ['l\'estate scorsa', '2025-06-21..2025-09-22'],
    ],
    reject: [],
  },
};
