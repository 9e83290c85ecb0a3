import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const streetWord = new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('spanish-street-word-before/calle')})\\s+(?:(?:${cueWords('spanish-holy-week/de')})\\s+)?$`, 'u');

/** A Spanish street, square or place named after a date: "la calle Dos de Mayo", "la plaza del Dos de Mayo", "Avenida Primero de Mayo". */
export const spanishStreetWordBefore: TemporalFilter = {
  kind: 'filter',
  name: 'spanish-street-word-before',
  locales: ['es'],
  rejects: (atom, surroundings) => atom.kind === 'day' && /^\p{Lu}/u.test(surroundings.written) && streetWord.test(surroundings.normalizedBefore),
  examples: {
    accept: [['nos vemos en la calle el 2 de junio', '2026-06-02']],
    reject: ['vivo en la calle Dos de Mayo, 14', 'quedamos en la plaza del Dos de Mayo'],
  },
};
