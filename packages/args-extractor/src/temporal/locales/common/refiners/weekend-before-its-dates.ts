import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';
import { MONTH_ANY } from '../../../engine/temporal-patterns';

let ofItsDates: RegExp | undefined;

/**
 * "Il weekend del 6 e 7 giugno", "the weekend of 6-7 June": a weekend named by the two days after it is those days, not
 * this weekend; the days stand alone ("il weekend al mare" stays this weekend, and "il fine settimana del 30 maggio"
 * is the weekend holding that day, read by the combiner).
 */
export const weekendBeforeItsDates: TemporalFilter = {
  kind: 'filter',
  name: 'weekend-before-its-dates',
  locales: ['it', 'en', 'es'],
  rejects: (atom, surroundings) => {
    if (atom.node?.type !== 'period' || atom.node.unit !== 'weekend' || atom.node.containing !== undefined) return false;
    ofItsDates ??= new RegExp(`^\\s+(?:${cueWords('weekend-before-its-dates/of')})\\s+(?:${MONTH_ANY}\\s+)?\\d{1,2}\\s*(?:-|–|(?:${cueWords('weekend-before-its-dates/and')})(?![\\p{L}]))\\s*\\d{1,2}(?!\\d)`, 'u');
    return ofItsDates.test(surroundings.after);
  },
  examples: {
    accept: [['il weekend al mare con gli amici', '2026-05-23..2026-05-25'], ['il fine settimana del 30 maggio andiamo in montagna', '2026-05-30']],
    reject: [
      ['il weekend del 6 e 7 giugno sono a Napoli', '2026-05-23..2026-05-25'],
      ['the weekend of 6-7 June we are away', '2026-05-23..2026-05-25'],
    ],
  },
};
