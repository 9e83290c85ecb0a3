import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/** A half or quarter of a thing is not a period: "the second half of the book", "il primo tempo" (not "the second half of the year"). */
export const halfOfThing: TemporalFilter = {
  kind: 'filter',
  name: 'half-of-thing',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'node' || atom.node?.type !== 'period' || (atom.node.unit !== 'half' && atom.node.unit !== 'quarter')) return false;
    const owner = new RegExp(`^\\s+(?:${cueWords('half-of-thing/of')})\\s+(?:${cueWords('half-of-thing/the')})?(\\p{L}+)`, 'u').exec(surroundings.after)?.[1];
    return owner !== undefined && !new RegExp(`^(?:${cueWords('half-of-thing/year')}|\\d+)$`, 'u').test(owner);
  },
  examples: {
    accept: [],
    reject: [
      'the second half of the book',
      'In the second half of the book the tone changes.',
      'they led after the first quarter of the game',
    ],
  },
};
