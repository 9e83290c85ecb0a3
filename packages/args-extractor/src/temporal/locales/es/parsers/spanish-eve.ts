import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B } from '../../../engine/temporal-patterns';

/** The day before the day that follows: "la víspera de Reyes", "la víspera del examen" (a day shift waiting for its day). */
export const spanishEve: TemporalParser = {
  kind: 'parser',
  name: 'spanish-eve',
  locales: ['es'],
  pattern: () => new RegExp(`${B}(?:${cueWords('spanish-eve/vispera')})(?=\\s)`, 'gu'),
  build: () => ({ kind: 'shift', shift: -1, priority: 2 }),
  examples: {
    accept: [
      ['la cabalgata es la víspera de Reyes', '2027-01-05'],
      ['llegamos la víspera de Navidad', '2026-12-24'],
    ],
    reject: [['la cabalgata es la víspera de Reyes', '2027-01-06']],
  },
};
