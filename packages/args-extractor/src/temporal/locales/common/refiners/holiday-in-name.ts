import type { TemporalFilter } from '../../../engine/temporal-rule';

/** A holiday followed by a capitalised name ("Natale Rossi", "Easter Island") or after a capitalised word and "di"/"of" in mid-sentence ("Vacanze di Natale") is a name. */
export const holidayInName: TemporalFilter = {
  kind: 'filter',
  name: 'holiday-in-name',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    const { allCaps, writtenAfter, before, midSentence } = surroundings;
    if (atom.kind !== 'day' || atom.day?.type !== 'holiday' || allCaps) return false;
    const nextWord = /^\s+(\p{Lu}[\p{L}']*)/u.exec(writtenAfter)?.[1];
    if (nextWord !== undefined && !/^(?:I(?:'\p{L}+)?|Eve|Day|Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|January|February|March|April|May|June|July|August|September|October|November|December)$/u.test(nextWord)) return true;
    return /[^.!?:;\s]\s+\p{Lu}[\p{L}']*\s+(?:di|of)\s+$/u.test(before) && midSentence;
  },
  examples: {
    accept: [],
    reject: [
      'Natale Rossi',
      'Easter Island',
    ],
  },
};
