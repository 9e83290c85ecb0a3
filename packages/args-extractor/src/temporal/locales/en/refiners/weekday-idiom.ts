import { cueWords, weekdayNames } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/** A weekday in an idiom is no day: "his Sunday best" (best clothes), "the Monday blues". */
export const weekdayIdiom: TemporalFilter = {
  kind: 'filter',
  name: 'weekday-idiom',
  locales: ['en'],
  rejects: (atom, surroundings) =>
    atom.kind === 'day' && atom.day?.type === 'weekday' && weekdayNames[surroundings.written.trim().toLowerCase()] !== undefined && new RegExp(`^\\s+(?:${cueWords('weekday-idiom/best')})(?![\\p{L}])`, 'u').test(surroundings.after),
  examples: {
    accept: [['the best Sunday brunch is on Sunday', '2026-05-24']],
    reject: ['she put on her Sunday best', 'a bad case of the Monday blues'],
  },
};
