import type { Language } from '@metnos/core';
import { qualifierConcepts, type QualifierConcept } from '../concepts/qualifier-concepts';
import { supportedLocales } from '../locales/supported-locales';

/** One qualifier with its brand names and the words of every locale. */
export interface QualifierEntry extends QualifierConcept {
  /** Words by language. */
  forms: Readonly<Partial<Record<Language, readonly string[]>>>;
}

/** The closed qualifier vocabulary (`concepts/qualifier-concepts.ts`) with every locale's words. */
export const qualifierVocabulary: Readonly<Record<string, QualifierEntry>> = Object.fromEntries(
  Object.entries(qualifierConcepts).map(([qualifier, concept]) => [
    qualifier,
    { ...concept, forms: Object.fromEntries(supportedLocales.map((locale) => [locale.language, locale.qualifiers[qualifier] ?? []])) },
  ]),
);
