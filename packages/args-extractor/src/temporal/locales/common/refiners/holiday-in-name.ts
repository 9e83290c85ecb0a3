import { cueWords } from '../../../temporal-lexicon';
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
    if (nextWord !== undefined && !new RegExp(`^(?:(?:${cueWords('holiday-in-name/i')})(?:'\\p{L}+)?|${cueWords('holiday-in-name/eve')})$`, 'u').test(nextWord)) return true;
    return new RegExp(`[^.!?:;\\s]\\s+\\p{Lu}[\\p{L}']*\\s+(?:${cueWords('holiday-in-name/di')})\\s+$`, 'u').test(before) && midSentence;
  },
  examples: {
    accept: [],
    reject: [
      'Natale Rossi',
      'Easter Island',
    ],
  },
};
