import type { TemporalFilter } from '../../../engine/temporal-rule';

/** An abbreviated weekday after an article is a word: "The Sun", "a wed". */
export const weekdayAbbreviationAfterArticle: TemporalFilter = {
  kind: 'filter',
  name: 'weekday-abbreviation-after-article',
  locales: ['en'],
  rejects: (atom, surroundings) => {
    return atom.kind === 'day' && atom.day?.type === 'weekday' && /^(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)\.?$/iu.test(surroundings.written.trim()) && /(?:^|[^\p{L}])(?:the|a|an)\s+$/iu.test(surroundings.before);
  },
  examples: {
    accept: [],
    reject: [
      'buy the sun. cream',
    ],
  },
};
