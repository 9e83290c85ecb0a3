import type { Language } from '@metnos/core';
import { placeConcepts, type PlaceConcept } from '../concepts/place-concepts';
import { supportedLocales } from '../locales/supported-locales';

/** One well-known place with the names of every locale. */
export interface PlaceEntry extends PlaceConcept {
  /** Names by language. */
  forms: Readonly<Partial<Record<Language, readonly string[]>>>;
}

/**
 * Well-known places (`concepts/place-concepts.ts`) with every locale's names. A request names a place after a place
 * preposition ("in Documenti", "from downloads", "nel cestino") or with a folder noun ("the Downloads folder").
 */
export const placeVocabulary: Readonly<Record<string, PlaceEntry>> = Object.fromEntries(
  Object.entries(placeConcepts).map(([place, concept]) => [
    place,
    { ...concept, forms: Object.fromEntries(supportedLocales.map((locale) => [locale.language, locale.places[place] ?? []])) },
  ]),
);
