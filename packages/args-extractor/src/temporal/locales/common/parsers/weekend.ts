import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** Weekends. */
export const weekend: TemporalParser = {
  kind: 'parser',
  name: 'weekend',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('weekend/this-coming')})\\s+)?(${cueWords('weekend/fine-settimana')})(?:\\s+(${cueWords('weekend/prossimo')}))?${E}`, 'gu'),
  build: (match) => {
    const words = `${match[1] ?? ''} ${match[3] ?? ''}`;
    // "The weekend after next" skips the weekend to come, as "the Friday after next" skips the coming Friday: the
    // one after the upcoming weekend, the same weekend as "next weekend" (next week's) on a weekday.
    const shift = new RegExp(`(?:${cueWords('weekend/after-next')})`, 'u').test(words) ? 1 : new RegExp(`(?:${cueWords('weekend/before-last')})`, 'u').test(words) ? -2 : new RegExp(`(?:${cueWords('weekend/prossimo-2')})`, 'u').test(words) ? 1 : new RegExp(`(?:${cueWords('weekend/scorso')})`, 'u').test(words) ? -1 : 0;
    // The English article "a" ("a weekend away") is no part of the date: left out, an Italian "a" before "fine
    // settimana" stays a preposition ("fino a fine settimana").
    const skip = new RegExp(`^(?:${cueWords('month-or-year-edge/a')})$`, 'u').test(match[1] ?? '') ? match[0].indexOf(match[2] ?? '') : 0;
    return { kind: 'node', node: { type: 'period', unit: 'weekend', shift }, priority: 4, ...(skip > 0 ? { skip } : {}) };
  },
  examples: {
    accept: [
      ['el fin de semana que viene', '2026-05-30..2026-06-01'],
      ['questo fine settimana andiamo al mare', '2026-05-23..2026-05-25'],
      ['cosa facciamo nel weekend?', '2026-05-23..2026-05-25'],
      ['the weekend before last we went hiking', '2026-05-09..2026-05-11'],
      ['the weekend after next we are camping', '2026-05-30..2026-06-01'],
      ['el fin de semana después del próximo', '2026-05-30..2026-06-01'],
    ],
    reject: [],
  },
};
