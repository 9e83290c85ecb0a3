import { cueWords, alternation, seasonWords } from '../../../temporal-lexicon';
import { yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, YEAR } from '../../../engine/temporal-patterns';

/** Seasons: "quest'estate", "l'estate scorsa", "in primavera", "next summer", "winter 2025", "this fall". */
export const season: TemporalParser = {
  kind: 'parser',
  name: 'season',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('season/this')})\\s*)?(${alternation(Object.keys(seasonWords))})(?:\\s+(${cueWords('season/prossima')}|(?:${cueWords('atom-builders/del')})?(${YEAR})))?${E}`, 'gu'),
  build: (match) => {
    const lead = match[1] ?? '';
    const word = match[2] ?? '';
    if (word === 'fall' && !new RegExp(`^(?:${cueWords('season/this-2')})$`, 'u').test(lead) && match[4] === undefined) return undefined;
    if (lead === '' && match[3] === undefined && (new RegExp(`^(?:${cueWords('season/estate')})$`, 'u').test(word) || match.input.trim() !== word)) return undefined;
    const season = seasonWords[word];
    if (season === undefined) return undefined;
    const modifier = `${lead} ${match[3] ?? ''}`;
    const shift = new RegExp(`(?:${cueWords('holiday/prossim-2')})`, 'u').test(modifier) ? 1 : new RegExp(`(?:${cueWords('holiday/scors')})`, 'u').test(modifier) ? -1 : 0;
    const year = yearOf(match[4]);
    return { kind: 'node', node: { type: 'period', unit: 'season', shift, season, ...(year === undefined ? {} : { year: { year } }) }, priority: 3 };
  },
  examples: {
    accept: [
      ['the summer of 2027', '2027-06-21..2027-09-23'],
      ['quest\'estate', '2026-06-21..2026-09-23'],
      ['l\'estate scorsa', '2025-06-21..2025-09-22'],
    ],
    reject: [],
  },
};
