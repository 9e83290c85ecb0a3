import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B } from '../../../engine/temporal-patterns';

/**
 * A quarter to the hour said the spoken Italian way: "un quarto alle otto" (07:45), "manca un quarto alle nove" (08:45).
 * "Un quarto d'ora alle otto" is a length and an hour.
 */
export const quarterToHourItalian: TemporalParser = {
  kind: 'parser',
  name: 'quarter-to-hour-italian',
  locales: ['it'],
  pattern: () => new RegExp(`${B}(?:(?:${cueWords('quarter-to-hour-italian/manca')})\\s+)?(?:${cueWords('quarter-to-hour-italian/un-quarto')})\\s+(?:${cueWords('quarter-to-hour-italian/alle')})\\s*(\\d{1,2})(?![\\p{L}\\d]|[:.]\\d)`, 'gu'),
  build: (match) => {
    const hour = Number(match[1]);
    if (hour < 1 || hour > 24) return undefined;
    return timeAtom({ hour: hour === 1 ? 12 : hour - 1, minute: 45 }, undefined, undefined, 6);
  },
  examples: {
    accept: [
      ['colazione un quarto alle otto', '07:45'],
      ['manca un quarto alle 9, sbrigati', '08:45'],
    ],
    reject: [["tra un quarto d'ora alle otto", '07:45'], ['un quarto alle otto', '08:00']],
  },
};
