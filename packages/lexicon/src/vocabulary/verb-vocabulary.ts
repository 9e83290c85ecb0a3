import type { Language } from '@metnos/core';
import { verbConcepts, type VerbConcept } from '../concepts/verb-concepts';
import { supportedLocales } from '../locales/supported-locales';

/** One canonical verb with the request forms of every locale. */
export interface VerbEntry extends VerbConcept {
  /** Request forms by language. */
  forms: Readonly<Partial<Record<Language, readonly string[]>>>;
  /** Object → forms (by language) that mean this verb applied to that object ("remind" → `reminders`). */
  implying?: Readonly<Record<string, Readonly<Partial<Record<Language, readonly string[]>>>>>;
}

function buildVerbVocabulary(): Readonly<Record<string, VerbEntry>> {
  const vocabulary: Record<string, VerbEntry> = {};
  for (const [verb, concept] of Object.entries(verbConcepts)) {
    const forms: Partial<Record<Language, readonly string[]>> = {};
    const implying: Record<string, Partial<Record<Language, readonly string[]>>> = {};
    for (const locale of supportedLocales) {
      forms[locale.language] = locale.verbs[verb] ?? [];
      for (const [object, implied] of Object.entries(locale.verbsImplying[verb] ?? {})) (implying[object] ??= {})[locale.language] = implied;
    }
    vocabulary[verb] = { ...concept, forms, ...(Object.keys(implying).length === 0 ? {} : { implying }) };
  }
  return vocabulary;
}

/**
 * The closed verb vocabulary of tool names and request intents: each canonical (English) verb's kind
 * (`concepts/verb-concepts.ts`) and the forms every locale reads as that verb. Tool names use the canonical key;
 * requests are read through the forms.
 */
export const verbVocabulary: Readonly<Record<string, VerbEntry>> = buildVerbVocabulary();
