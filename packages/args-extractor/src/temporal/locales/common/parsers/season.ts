import { alternation, seasonWords } from '../../../temporal-lexicon';
import { yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, YEAR } from '../../../engine/temporal-patterns';

/** Seasons: "quest'estate", "l'estate scorsa", "in primavera", "next summer", "winter 2025", "this fall". */
export const season: TemporalParser = {
  kind: 'parser',
  name: 'season',
  locales: ['it', 'en'],
  pattern: new RegExp(`${B}(?:(this|current|next|last|the|questa|quest'|questo|la prossima|il prossimo|prossima|prossimo|la scorsa|lo scorso|scorsa|scorso|in|d'|di|nella|nel|per la|per il|during the|during|l'|la|il|in the|over the|by)\\s*)?(${alternation(Object.keys(seasonWords))})(?:\\s+(prossim[ao]|scors[ao]|passat[ao]|(?:of\\s+|del\\s+)?(${YEAR})))?${E}`, 'gu'),
  build: (match) => {
    const lead = match[1] ?? '';
    const word = match[2] ?? '';
    if (word === 'fall' && !/^(?:this|next|last|the|in the|during the|over the|by)$/u.test(lead) && match[4] === undefined) return undefined;
    if (lead === '' && match[3] === undefined && (/^(?:estate|autunno)$/u.test(word) || match.input.trim() !== word)) return undefined;
    const season = seasonWords[word];
    if (season === undefined) return undefined;
    const modifier = `${lead} ${match[3] ?? ''}`;
    const shift = /next|prossim/u.test(modifier) ? 1 : /last|scors|passat/u.test(modifier) ? -1 : 0;
    const year = yearOf(match[4]);
    return { kind: 'node', node: { type: 'period', unit: 'season', shift, season, ...(year === undefined ? {} : { year: { year } }) }, priority: 3 };
  },
  examples: {
    accept: [
      ['the summer of 2027', '2027-06-21..2027-09-22'],
      ['quest\'estate', '2026-06-21..2026-09-22'],
      ['l\'estate scorsa', '2025-06-21..2025-09-22'],
    ],
    reject: [],
  },
};
