import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** "all'una" (one o'clock, read as 13:00 unless a part of the day says otherwise: "all'una di notte" is 01:00). */
export const oneOclock: TemporalParser = {
  kind: 'parser',
  name: 'one-oclock',
  locales: ['it'],
  pattern: () => new RegExp(`${B}(?:${cueWords('one-oclock/all')})(?:${cueWords('cued-hour/una')})(?:\\s+(?:${cueWords('cued-hour/e')})\\s+(${cueWords('one-oclock/mezza')}|(\\d{1,2})))?${E}`, 'gu'),
  build: (match) => {
    const minute = match[1] === undefined ? 0 : new RegExp(`(?:${cueWords('one-oclock/mezza-2')})`, 'u').test(match[1]) ? 30 : match[1] === 'un quarto' ? 15 : Number(match[2]);
    // "all'una di notte", "all'una del mattino": one in the morning.
    const night = new RegExp(`^\\s+(?:${cueWords('one-oclock/di-notte')})${E}`, 'u').test(match.input.slice(match.index + match[0].length));
    return timeAtom({ hour: 1, minute, meridiem: night ? 'am' : 'pm' }, undefined, 'alle', 4);
  },
  examples: {
    accept: [
      ['all\'una', '13:00'],
      ['all\'una del pomeriggio', '13:00'],
      ["torno all'una di notte", '01:00'],
    ],
    reject: [],
  },
};
