import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B } from '../../../engine/temporal-patterns';

/** Day shifts waiting for a day: "il giorno dopo", "the day before", "2 giorni prima di", "a week from", "una settimana dopo". */
export const dayShift: TemporalParser = {
  kind: 'parser',
  name: 'day-shift',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('day-shift/il')})?(${cueWords('day-shift/giorno')})\\s+(${cueWords('day-shift/dopo')})(?=\\s|'|$|[,.;:!?])`, 'gu'),
  build: (match) => ({ kind: 'shift', shift: new RegExp(`(?:${cueWords('day-shift/dopo-2')})`, 'u').test(match[2] ?? '') ? 1 : -1, priority: 2 }),
  examples: {
    accept: [
      ['il giorno dopo', '2026-05-20'],
      ['the day before', '2026-05-18'],
    ],
    reject: [],
  },
};
