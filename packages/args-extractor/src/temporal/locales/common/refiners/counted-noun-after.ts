import { cueWords } from '../../../temporal-lexicon';
import { STREET_AFTER } from '../../../engine/temporal-patterns';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const countedNoun = new RegExp(`^(?:${STREET_AFTER}|\\s+(?:${cueWords('counted-noun-after/floor')})(?![\\p{L}]))`, 'u');

/** An ordinal or a number before what it counts: "5th Avenue", "the 3rd floor", "20th anniversary". */
export const countedNounAfter: TemporalFilter = {
  kind: 'filter',
  name: 'counted-noun-after',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    return (atom.kind === 'day' || atom.kind === 'node') && countedNoun.test(surroundings.after);
  },
  examples: {
    accept: [],
    reject: [
      'The store on 5th Avenue is open 24/7.',
      'Apartment 4B is on the fourth floor.',
    ],
  },
};
