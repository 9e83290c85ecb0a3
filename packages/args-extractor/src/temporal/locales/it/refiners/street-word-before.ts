import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const streetName = new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('street-numeral-before/via')})\\s+$`, 'u');

/**
 * A street word right before a capitalised date or a Roman numeral: "Piazza Venti Settembre", "Via XX Settembre", and
 * a day in digits before a capitalised month ("via 4 Novembre"), since Italian writes a month in capitals only in a name.
 */
export const streetWordBefore: TemporalFilter = {
  kind: 'filter',
  name: 'street-word-before',
  locales: ['it'],
  rejects: (atom, surroundings) => {
    return atom.kind === 'day' && new RegExp(`^(?:(?:${cueWords('street-named-after-a-date/i')})+|\\p{Lu}\\p{Ll}|\\d{1,2}°?\\s+\\p{Lu}\\p{Ll})`, 'u').test(surroundings.written) && streetName.test(surroundings.normalizedBefore);
  },
  examples: {
    accept: [['ci vediamo in piazza il 2 Giugno', '2026-06-02'], ['consegna via corriere il 4 novembre', '2026-11-04']],
    reject: [
      'Piazza Venti Settembre',
      'abito in viale 2 Giugno',
      'il negozio è in corso 22 Marzo 14',
      'L\'ufficio è in viale Primo Maggio 25.',
    ],
  },
};
