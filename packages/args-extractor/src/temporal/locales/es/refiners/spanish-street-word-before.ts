import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const streetWord = new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('spanish-street-word-before/calle')})\\s+(?:(?:${cueWords('spanish-holy-week/de')})\\s+)?$`, 'u');

// A street word, then up to three words of its name (capitalised, numbers, "de"/"del") right before the atom.
const streets = cueWords('spanish-street-word-before/calle');
const capitalisedStreets = streets.split('|').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('|');
const streetName = new RegExp(`(?:^|[^\\p{L}])(?:${streets}|${capitalisedStreets})\\s+(?:(?:\\p{Lu}\\p{L}*|\\d+|${cueWords('spanish-holy-week/de')})\\s+){0,3}$`, 'u');
const folded = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * A Spanish street, square or place named after a date: "la calle Dos de Mayo", "la plaza del Dos de Mayo", "Avenida
 * Primero de Mayo", "Avenida 9 de Julio 1234" (the name's words capitalised or numbers, its month capitalised).
 */
export const spanishStreetWordBefore: TemporalFilter = {
  kind: 'filter',
  name: 'spanish-street-word-before',
  locales: ['es'],
  rejects: (atom, surroundings) =>
    atom.kind === 'day' &&
    ((/^\p{Lu}/u.test(surroundings.written) && streetWord.test(surroundings.normalizedBefore)) || (/^[\p{Lu}\d]/u.test(surroundings.written) && /\p{Lu}/u.test(surroundings.written) && streetName.test(folded(surroundings.before)))),
  examples: {
    accept: [['nos vemos en la calle el 2 de junio', '2026-06-02'], ['quedamos en la Plaza Mayor el 2 de Junio', '2026-06-02']],
    reject: ['vivo en la calle Dos de Mayo, 14', 'quedamos en la plaza del Dos de Mayo', 'envíalo a Avenida 20 de Noviembre 45, Puebla', 'la oficina está en calle del Doce de Octubre 8'],
  },
};
