import type { TemporalFilter } from '../../../engine/temporal-rule';

/** A half or quarter of a thing is not a period: "the second half of the book", "il primo tempo" (not "the second half of the year"). */
export const halfOfThing: TemporalFilter = {
  kind: 'filter',
  name: 'half-of-thing',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'node' || atom.node?.type !== 'period' || (atom.node.unit !== 'half' && atom.node.unit !== 'quarter')) return false;
    const owner = /^\s+(?:of|di|del|della|dello|dei|delle|degli)\s+(?:the\s+|il\s+|la\s+|lo\s+|l')?(\p{L}+)/u.exec(surroundings.after)?.[1];
    return owner !== undefined && !/^(?:year|anno|fiscal|esercizio|decade|decennio|century|secolo|season|stagione|month|mese|\d+)$/u.test(owner);
  },
  examples: {
    accept: [],
    reject: [
      'the second half of the book',
      'In the second half of the book the tone changes.',
    ],
  },
};
