import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const relativeDayWord = new RegExp(`^(?:${cueWords('capitalised-relative-day/today')})$`, 'u');

/** A capitalised "Today"/"Oggi" in mid-sentence is a name: "USA Today", the weekly "Oggi", "the Tonight Show". */
export const capitalisedRelativeDay: TemporalFilter = {
  kind: 'filter',
  name: 'capitalised-relative-day',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    const { normalized, writtenAfter, titled, midSentence } = surroundings;
    if ((atom.kind !== 'day' && atom.kind !== 'part') || atom.day?.type !== 'relative-day' || !titled || !midSentence) return false;
    const words = normalized.slice(atom.start, atom.end).split(/\s+/u);
    return words.some((word) => relativeDayWord.test(word)) || (/^\p{Lu}/u.test(writtenAfter.trimStart()) && /^\s/u.test(writtenAfter));
  },
  examples: {
    accept: [],
    reject: [
      'USA Today',
      'the Tonight Show',
    ],
  },
};
