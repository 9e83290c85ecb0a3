import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

const H = cueWords('hour-letter-clock/h');

/**
 * A 24-hour time written with an "h": "at 15h", "at 9h30", "by 18h", "1530h", "17:30h". Without a cue only the four-digit form: "15h" or
 * "1h30" alone is a length.
 */
export const hourLetterClock: TemporalParser = {
  kind: 'parser',
  name: 'hour-letter-clock',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('hour-letter-clock/at')})\\s+([01]?\\d|2[0-3])(?:${H})([0-5]\\d)?|([01]\\d|2[0-3])([0-5]\\d)(?:${H})|([01]?\\d|2[0-3])[:.]([0-5]\\d)\\s?(?:${H}))${E}`, 'gu'),
  build: (match) => {
    const hour = Number(match[2] ?? match[4] ?? match[6]);
    const minute = Number(match[3] ?? match[5] ?? match[7] ?? 0);
    return timeAtom({ hour, minute, fixed: true }, undefined, match[1], 5);
  },
  examples: {
    accept: [
      ['the shuttle leaves at 15h.', '15:00'],
      ['check in at 9h30 tomorrow.', '2026-05-20T09:30'],
      ['the patrol starts 1530h.', '15:30'],
      ['doors open 17:30h', '17:30'],
      ['alle 17.30h', '17:30'],
    ],
    reject: [['the patrol starts 1530h.', 'PT1530H'], ['doors open 17:30h', 'PT30H'], ['the battery lasts 15h.', '15:00'], ['a 1h30 film', '01:30']],
  },
};
