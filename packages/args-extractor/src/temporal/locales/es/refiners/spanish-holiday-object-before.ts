import { cueWords, alternation, dateWordList } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const holidayObjectNoun = new RegExp(`(?:^|[^\\p{L}])(?:${alternation(dateWordList((words) => words.language === 'es' ? words.holidayNamedThings : []))})\\s+(?:${cueWords('spanish-holiday-object-before/de')})\\s+$`, 'u');

/**
 * Things named after a holiday, not the day: "el árbol de Navidad", "una mona de Pascua" (the nouns are the lexicon's
 * `holidayNamedThings`). Only the bare "de" of a compound names a kind of thing; with an article the noun is the day's
 * own: "los regalos del Día de Reyes" are that day's, and the day is meant.
 */
export const spanishHolidayObjectBefore: TemporalFilter = {
  kind: 'filter',
  name: 'spanish-holiday-object-before',
  locales: ['es'],
  rejects: (atom, surroundings) => atom.kind === 'day' && atom.day?.type === 'holiday' && holidayObjectNoun.test(surroundings.normalizedBefore),
  examples: {
    accept: [['los regalos del Día de Reyes', '2027-01-06']],
    reject: ['el árbol de Navidad sigue en el trastero', 'he comprado una mona de Pascua enorme'],
  },
};
