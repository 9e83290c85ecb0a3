import type { LanguageCues } from '../locale-words';

/** What tells an English request from another language's (see `detectLanguage`). */
export const languageCues: LanguageCues = {
  timeWords: [
    'today', 'yesterday', 'tomorrow', 'tonight', 'week', 'weeks', 'month', 'months', 'year', 'years', 'days', 'hours',
    'minutes', 'seconds', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'last',
    'next', 'ago', 'morning', 'afternoon', 'evening', 'night', 'noon', 'midnight', 'am', 'pm',
  ],
  wordEndings: ['ing', 'tion', 'tions', 'ness', 'ful', 'able', 'ous', 'ly', 'ed'],
  letters: ['w', 'k', 'y', 'th', 'sh', 'ck'],
  accentedLetters: [],
  exactWords: ['I'],
  punctuation: [],
};
