import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** At the same time of day as the day it follows: "alla stessa ora", "at the same time". */
export const sameTime: TemporalParser = {
  kind: 'parser',
  name: 'same-time',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('same-time/alla-stessa-ora')})${E}`, 'gu'),
  build: () => ({ kind: 'same-time', priority: 1 }),
  examples: {
    accept: [
      ['tra un giorno alla stessa ora ricordamelo', '2026-05-20T14:05'],
      ['a day from now at the same time remind me', '2026-05-20T14:05'],
      ["by this time tomorrow I'll be in Rome", '2026-05-20T14:05'],
      ["domani a quest'ora sarò a Roma", '2026-05-20T14:05'],
    ],
    reject: ['this time it worked'],
  },
};
