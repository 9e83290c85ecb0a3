import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const streetBefore = new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('street-numeral-before/via')})\\s+(?:(?:${cueWords('street-numeral-before/i')})+|\\d{1,2})\\s+$`, 'u');

/** A street named after a date, with the day as a Roman or Arabic numeral: "Via XX Settembre", "Corso XXII Marzo", "Piazza IV Novembre". */
export const streetNumeralBefore: TemporalFilter = {
  kind: 'filter',
  name: 'street-numeral-before',
  locales: ['it'],
  rejects: (atom, surroundings) => {
    return (atom.kind === 'day' || atom.kind === 'node') && streetBefore.test(surroundings.normalizedBefore);
  },
  examples: {
    accept: [],
    reject: [
      'abito in via XX settembre 12',
      'piazza IV novembre',
    ],
  },
};
