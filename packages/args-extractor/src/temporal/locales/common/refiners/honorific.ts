import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const honorificBefore = new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('honorific/dr')})\\.?\\s+$`, 'u');

/** A title of address before a capitalised word makes it a name: "Dr. March", "Mrs. May", "il dott. Maggio". */
export const honorific: TemporalFilter = {
  kind: 'filter',
  name: 'honorific',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    return /^\p{Lu}/u.test(surroundings.written) && !surroundings.allCaps && honorificBefore.test(surroundings.before);
  },
  examples: {
    accept: [],
    reject: [
      'Dr. March',
      'Dr. March examined the patient.',
    ],
  },
};
