import { alternation, dateWordList } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const holidayObjectNoun = new RegExp(`^\\s+(?:${alternation(dateWordList((words) => words.language === 'en' ? words.holidayNamedThings : []))})(?![\\p{L}])`, 'u');

/** Things named after a holiday, not the day: "the Christmas tree", "Easter eggs", "Halloween costumes" (the nouns are the lexicon's `holidayNamedThings`). */
export const holidayObjectAfter: TemporalFilter = {
  kind: 'filter',
  name: 'holiday-object-after',
  locales: ['en'],
  rejects: (atom, surroundings) => {
    return atom.kind === 'day' && atom.day?.type === 'holiday' && holidayObjectNoun.test(surroundings.after);
  },
  examples: {
    accept: [],
    reject: [
      'the Christmas tree',
      'Easter eggs',
      'sign up for the Halloween newsletter!',
    ],
  },
};
