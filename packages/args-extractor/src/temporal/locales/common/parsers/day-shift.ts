import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B } from '../../../engine/temporal-patterns';

/** Day shifts waiting for a day: "il giorno dopo", "the day before", "2 giorni prima di", "a week from", "una settimana dopo". */
export const dayShift: TemporalParser = {
  kind: 'parser',
  name: 'day-shift',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('day-shift/il')})?(${cueWords('day-shift/giorno')})\\s+(${cueWords('day-shift/dopo')})(?=\\s|'|$|[,.;:!?])`, 'gu'),
  build: (match) => {
    // "a day"/"al giorno" counting doses is a frequency, not a shift: "twice a day after meals", "2 volte al giorno dopo i
    // pasti", "once a day before bed" ("rimandiamo al giorno dopo", "a day before the meeting" stay shifts).
    const through = match.input.slice(0, match.index + match[0].length);
    if (new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('duration/volte')})\\s+(?:${cueWords('day-shift/a')})\\s+(?:${cueWords('day-shift/giorno')})\\s+(?:${cueWords('day-shift/dopo')})$`, 'u').test(through)) return undefined;
    if (new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('day-shift/a')})\\s+(?:${cueWords('day-shift/giorno')})\\s+(?:${cueWords('day-shift/dopo')})$`, 'u').test(through) && new RegExp(`^\\s*(?:${cueWords('day-shift/meals')})(?![\\p{L}])`, 'u').test(match.input.slice(match.index + match[0].length))) return undefined;
    return { kind: 'shift', shift: new RegExp(`(?:${cueWords('day-shift/dopo-2')})`, 'u').test(match[2] ?? '') ? 1 : -1, priority: 2 };
  },
  examples: {
    accept: [
      ['il giorno dopo', '2026-05-20'],
      ['the day before', '2026-05-18'],
    ],
    reject: ['take 1 tablet twice a day after meals', 'prendere 2 volte al giorno dopo i pasti', 'prendi 1 compressa al giorno prima di colazione', ['once a day before bed', '2026-05-18']],
  },
};
