import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/**
 * A bare number before a capitalised street name is a house number, not a clock hour: "I live at 12 March Road", "at 5
 * Oak Lane". A time with minutes or am/pm stays ("at 10:30 Baker Street"), and so does a lowercase word ("at 5 we drive").
 */
export const houseNumberBeforeStreet: TemporalFilter = {
  kind: 'filter',
  name: 'house-number-before-street',
  locales: ['en'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'time' || !/\d$/u.test(surroundings.written) || /[:.]\d+$/u.test(surroundings.written)) return false;
    const street = /^\s+(?:\p{Lu}[\p{L}.'-]*\s+){1,3}(\p{Lu}[\p{L}]*)\.?(?![\p{L}])/u.exec(surroundings.writtenAfter)?.[1];
    return street !== undefined && new RegExp(`^(?:${cueWords('house-number-before-street/road')})$`, 'u').test(street.toLowerCase());
  },
  examples: {
    accept: [['see you at 5 then drive home', '05:00'], ['meet me at 10:30 Baker Street', '10:30']],
    reject: ['I live at 12 March Road', 'drop it off at 7 Elm Tree Lane'],
  },
};
