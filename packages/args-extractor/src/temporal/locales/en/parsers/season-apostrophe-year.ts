import { alternation, cueWords, seasonWords } from '../../../temporal-lexicon';
import { yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

const englishSeasons = alternation(Object.keys(seasonWords));

/** A season with a two-digit year: "summer '27", "in the fall of '25", "winter '98" (19xx from '50 on, like other two-digit years). */
export const seasonApostropheYear: TemporalParser = {
  kind: 'parser',
  name: 'season-apostrophe-year',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:(?:${cueWords('season-apostrophe-year/the')})\\s+)?(${englishSeasons})\\s+(?:(?:${cueWords('season-apostrophe-year/of')})\\s+)?['’](\\d\\d)${E}`, 'gu'),
  build: (match) => {
    const season = seasonWords[match[1] ?? ''];
    const year = yearOf(match[2]);
    if (season === undefined || year === undefined) return undefined;
    return { kind: 'node', node: { type: 'period', unit: 'season', shift: 0, season, year: { year } }, priority: 4 };
  },
  examples: {
    accept: [
      ["the album came out in summer '27.", '2027-06-21..2027-09-23'],
      ["we met in the fall of '25.", '2025-09-22..2025-12-21'],
    ],
    reject: [["we met in the fall of '25.", '2025-01-01..2026-01-01']],
  },
};
