import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const streetName = new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('street-numeral-before/via')})\\s+$`, 'u');

/** A street word right before a capitalised date or a Roman numeral: "Piazza Venti Settembre", "Via XX Settembre". */
export const streetWordBefore: TemporalFilter = {
  kind: 'filter',
  name: 'street-word-before',
  locales: ['it'],
  rejects: (atom, surroundings) => {
    return atom.kind === 'day' && new RegExp(`^(?:(?:${cueWords('street-named-after-a-date/i')})+|\\p{Lu}\\p{Ll})`, 'u').test(surroundings.written) && streetName.test(surroundings.normalizedBefore);
  },
  examples: {
    accept: [],
    reject: [
      'Piazza Venti Settembre',
      'L\'ufficio è in viale Primo Maggio 25.',
    ],
  },
};
