import type { Language } from '@metnos/core';
import { objectVocabulary } from './object-vocabulary';
import { qualifierVocabulary } from './qualifier-vocabulary';
import { verbVocabulary } from './verb-vocabulary';

/** What a verb surface form means. */
export interface VerbSurface {
  verb: string;
  /** The object the form implies whatever noun follows ("remind" → `reminders`). */
  implies?: string;
  languages: ReadonlySet<Language>;
}

/** What an object surface form means. */
export interface ObjectSurface {
  object: string;
  weak: boolean;
  valueForm: boolean;
  languages: ReadonlySet<Language>;
}

/** What a qualifier surface form means. */
export interface QualifierSurface {
  qualifier: string;
  languages: ReadonlySet<Language>;
}

/** Lookup maps from surface form (lower case, words joined by one space) to meaning, built once from the tables. */
export interface SurfaceIndex {
  verbs: ReadonlyMap<string, VerbSurface>;
  objects: ReadonlyMap<string, ObjectSurface>;
  qualifiers: ReadonlyMap<string, QualifierSurface>;
  /** Most words in one surface form. */
  maxWords: number;
}

/**
 * A surface form as the index keys it: lower case NFC, apostrophes read as blanks (the request tokenizer splits
 * "don't" and "l'email" there), blanks collapsed.
 */
export function surfaceKey(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/['’]/gu, ' ').trim().replace(/\s+/gu, ' ');
}

function addLanguage<T extends { languages: ReadonlySet<Language> }>(map: Map<string, T>, key: string, entry: T, language: Language): void {
  const existing = map.get(key);
  if (existing === undefined) {
    map.set(key, { ...entry, languages: new Set([language]) });
    return;
  }
  (existing.languages as Set<Language>).add(language);
}

function buildSurfaceIndex(): SurfaceIndex {
  const verbs = new Map<string, VerbSurface>();
  const objects = new Map<string, ObjectSurface>();
  const qualifiers = new Map<string, QualifierSurface>();
  for (const [verb, entry] of Object.entries(verbVocabulary)) {
    for (const form of entry.english) addLanguage(verbs, surfaceKey(form), { verb, languages: new Set() }, 'en');
    for (const form of entry.italian) addLanguage(verbs, surfaceKey(form), { verb, languages: new Set() }, 'it');
    for (const [object, forms] of Object.entries(entry.implying ?? {})) {
      for (const form of forms.english) addLanguage(verbs, surfaceKey(form), { verb, implies: object, languages: new Set() }, 'en');
      for (const form of forms.italian) addLanguage(verbs, surfaceKey(form), { verb, implies: object, languages: new Set() }, 'it');
    }
  }
  for (const [object, entry] of Object.entries(objectVocabulary)) {
    const weak = new Set((entry.weak ?? []).map(surfaceKey));
    const valueForms = new Set((entry.valueForms ?? []).map(surfaceKey));
    const add = (form: string, language: Language): void =>
      addLanguage(objects, surfaceKey(form), { object, weak: weak.has(surfaceKey(form)), valueForm: valueForms.has(surfaceKey(form)), languages: new Set() }, language);
    for (const form of entry.english) add(form, 'en');
    for (const form of entry.italian) add(form, 'it');
    for (const form of entry.valueForms ?? []) {
      add(form, 'en');
      add(form, 'it');
    }
  }
  for (const [qualifier, entry] of Object.entries(qualifierVocabulary)) {
    for (const form of entry.english) addLanguage(qualifiers, surfaceKey(form), { qualifier, languages: new Set() }, 'en');
    for (const form of entry.italian) addLanguage(qualifiers, surfaceKey(form), { qualifier, languages: new Set() }, 'it');
  }
  const maxWords = Math.max(...[...verbs.keys(), ...objects.keys(), ...qualifiers.keys()].map((key) => key.split(' ').length));
  return { verbs, objects, qualifiers, maxWords };
}

/** The surface index of the Naming Authority's vocabulary tables. */
export const surfaceIndex: SurfaceIndex = buildSurfaceIndex();
