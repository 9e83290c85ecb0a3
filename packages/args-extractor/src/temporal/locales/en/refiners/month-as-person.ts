import type { TemporalFilter } from '../../../engine/temporal-rule';

/** An English month alone, as the subject of what a person does, is a name: "April told me", "June said". */
export const monthAsPerson: TemporalFilter = {
  kind: 'filter',
  name: 'month-as-person',
  locales: ['en'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'day' && atom.kind !== 'node') return false;
    const word = surroundings.normalized.slice(atom.start, atom.end);
    return /^(?:april|may|june|july|august)$/u.test(word) && surroundings.titled && /^\s+(?:told|tells|said|says|asked|asks|wrote|writes|called|calls|thinks|thought|wants|wanted|smiled|laughed|replied|added|explained|loves|loved|married|knows|knew|is a|was a)(?![\p{L}])/u.test(surroundings.after);
  },
  examples: {
    accept: [],
    reject: [
      'April told me',
      'June said',
    ],
  },
};
