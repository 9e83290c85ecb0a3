import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/** An English month alone, as the subject of what a person does, is a name: "April told me", "June said". */
export const monthAsPerson: TemporalFilter = {
  kind: 'filter',
  name: 'month-as-person',
  locales: ['en'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'day' && atom.kind !== 'node') return false;
    const word = surroundings.normalized.slice(atom.start, atom.end);
    return new RegExp(`^(?:${cueWords('month-as-person/april')})$`, 'u').test(word) && surroundings.titled && new RegExp(`^\\s+(?:${cueWords('month-as-person/told')})(?![\\p{L}])`, 'u').test(surroundings.after);
  },
  examples: {
    accept: [],
    reject: [
      'April told me',
      'June said',
    ],
  },
};
