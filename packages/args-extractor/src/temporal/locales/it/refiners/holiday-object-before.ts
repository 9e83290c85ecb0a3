import type { TemporalFilter } from '../../../engine/temporal-rule';

const holidayObjectNoun = /(?:^|[^\p{L}])(?:alber[oi]|addobbi|luci|lucine|canzon[ei]|canti|film|uova|uovo|colomba|colombe|presepe|presepi|regali|biglietti|decorazioni|costum[ei]|zucc[ah]e|spirito|atmosfera|canto|favola|racconto|accord[oi]|tregua|offensiva|strage|massacro|rivolta|insurrezione)\s+(?:di|del|della|per)\s+$/u;

/** Things named after a holiday, not the day: "l'albero di Natale", "le uova di Pasqua". */
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
