import type { TemporalFilter } from '../../../engine/temporal-rule';

const holidayObjectNoun = /^\s+(?:trees?|lights|decorations?|cards?|carols?|songs?|music|movies?|films?|sweaters?|jumpers?|stockings?|ornaments?|wreaths?|eggs?|bunny|costumes?|candy|pumpkins?|crackers?|pudding|spirit|story|stories|album|special|agreement|accords?|truce|offensive|rising|uprising|massacre|bombing)(?![\p{L}])/u;

/** Things named after a holiday, not the day: "the Christmas tree", "Easter eggs", "Halloween costumes". */
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
    ],
  },
};
