import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const streetThenNamesBefore = new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('street-then-names/via')})\\s+(?:\\p{Lu}[\\p{L}']*\\s+)+$`, 'u');

/** A street word, then capitalised words, before a capitalised date: "viale Primo Maggio 25", "Piazza Martiri del 25 Aprile". */
export const streetThenNames: TemporalFilter = {
  kind: 'filter',
  name: 'street-then-names',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    return atom.kind === 'day' && /^\p{Lu}/u.test(surroundings.written) && !surroundings.allCaps && streetThenNamesBefore.test(surroundings.before);
  },
  examples: {
    accept: [],
    reject: [
      'viale Primo Maggio 25',
      'L\'ufficio è in viale Primo Maggio 25.',
    ],
  },
};
