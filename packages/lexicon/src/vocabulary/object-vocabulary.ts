import type { Language } from '@metnos/core';
import { objectConcepts, type ObjectConcept } from '../concepts/object-concepts';
import { supportedLocales } from '../locales/supported-locales';

/** One canonical object with the nouns of every locale. */
export interface ObjectEntry extends ObjectConcept {
  /** Nouns and noun phrases by language. */
  forms: Readonly<Partial<Record<Language, readonly string[]>>>;
  /** Forms (any language) that name the object only when the request names no other object. */
  weak: readonly string[];
}

function buildObjectVocabulary(): Readonly<Record<string, ObjectEntry>> {
  const vocabulary: Record<string, ObjectEntry> = {};
  for (const [object, concept] of Object.entries(objectConcepts)) {
    const forms: Partial<Record<Language, readonly string[]>> = {};
    const weak: string[] = [];
    for (const locale of supportedLocales) {
      const nouns = locale.objects[object] ?? [];
      forms[locale.language] = nouns;
      weak.push(...nouns.filter((noun) => locale.weakObjectForms.includes(noun)));
    }
    vocabulary[object] = { ...concept, forms, weak: [...new Set(weak)] };
  }
  return vocabulary;
}

/** The closed object vocabulary (`concepts/object-concepts.ts`) with the nouns every locale names each object with. */
export const objectVocabulary: Readonly<Record<string, ObjectEntry>> = buildObjectVocabulary();
