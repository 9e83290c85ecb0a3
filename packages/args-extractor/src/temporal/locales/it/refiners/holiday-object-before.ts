import { cueWords, alternation, dateWordList } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const holidayObjectNoun = new RegExp(`(?:^|[^\\p{L}])(?:${alternation(dateWordList((words) => words.language === 'it' ? words.holidayNamedThings : []))})\\s+(?:${cueWords('holiday-object-before/di')})\\s+$`, 'u');

/** Things named after a holiday, not the day: "l'albero di Natale", "le uova di Pasqua" (the nouns are the lexicon's `holidayNamedThings`). */
export const holidayObjectBefore: TemporalFilter = {
  kind: 'filter',
  name: 'holiday-object-before',
  locales: ['it'],
  rejects: (atom, surroundings) => {
    return atom.kind === 'day' && atom.day?.type === 'holiday' && holidayObjectNoun.test(surroundings.normalizedBefore);
  },
  examples: {
    accept: [],
    reject: [
      'l\'albero di Natale',
      'le uova di Pasqua',
    ],
  },
};
