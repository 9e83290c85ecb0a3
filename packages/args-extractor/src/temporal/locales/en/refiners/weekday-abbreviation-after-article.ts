import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/** An abbreviated weekday after an article is a word: "The Sun", "a wed". */
export const weekdayAbbreviationAfterArticle: TemporalFilter = {
  kind: 'filter',
  name: 'weekday-abbreviation-after-article',
  locales: ['en'],
  rejects: (atom, surroundings) => {
    return atom.kind === 'day' && atom.day?.type === 'weekday' && new RegExp(`^(?:${cueWords('weekday-abbreviation-after-article/sun')})\\.?$`, 'iu').test(surroundings.written.trim()) && new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('weekday-abbreviation-after-article/the')})\\s+$`, 'iu').test(surroundings.before);
  },
  examples: {
    accept: [],
    reject: [
      'buy the sun. cream',
    ],
  },
};
