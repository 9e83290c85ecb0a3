import type { Language } from '@metnos/core';
import { objectConcepts } from '../concepts/object-concepts';
import { qualifierConcepts } from '../concepts/qualifier-concepts';
import { supportedLocales } from '../locales/supported-locales';

/** What a verb surface form means. */
export interface VerbSurface {
  verb: string;
  /** The object the form implies whatever noun follows ("remind" → `reminders`). */
  implies?: string;
  languages: ReadonlySet<Language>;
}

/** What an object surface form means. */
interface ObjectSurface {
  object: string;
  weak: boolean;
  valueForm: boolean;
  languages: ReadonlySet<Language>;
}

/** What a qualifier surface form means. */
interface QualifierSurface {
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
  for (const locale of supportedLocales) {
    const { language } = locale;
    for (const [verb, forms] of Object.entries(locale.verbs)) {
      for (const form of forms) addLanguage(verbs, surfaceKey(form), { verb, languages: new Set() }, language);
    }
    for (const [verb, implying] of Object.entries(locale.verbsImplying)) {
      for (const [object, forms] of Object.entries(implying)) {
        for (const form of forms) addLanguage(verbs, surfaceKey(form), { verb, implies: object, languages: new Set() }, language);
      }
    }
    const weak = new Set(locale.weakObjectForms.map(surfaceKey));
    for (const [object, forms] of Object.entries(locale.objects)) {
      for (const form of forms) addLanguage(objects, surfaceKey(form), { object, weak: weak.has(surfaceKey(form)), valueForm: false, languages: new Set() }, language);
    }
    for (const [qualifier, forms] of Object.entries(locale.qualifiers)) {
      for (const form of forms) addLanguage(qualifiers, surfaceKey(form), { qualifier, languages: new Set() }, language);
    }
  }
  // Names that are the same in every language: file kinds (`pdf`) and brands (`gmail`).
  for (const [object, concept] of Object.entries(objectConcepts)) {
    for (const form of concept.valueForms ?? []) {
      for (const { language } of supportedLocales) addLanguage(objects, surfaceKey(form), { object, weak: false, valueForm: true, languages: new Set() }, language);
    }
  }
  for (const [qualifier, concept] of Object.entries(qualifierConcepts)) {
    for (const form of concept.names ?? []) {
      for (const { language } of supportedLocales) addLanguage(qualifiers, surfaceKey(form), { qualifier, languages: new Set() }, language);
    }
  }
  const maxWords = Math.max(...[...verbs.keys(), ...objects.keys(), ...qualifiers.keys()].map((key) => key.split(' ').length));
  return { verbs, objects, qualifiers, maxWords };
}

/** The surface index of every locale's vocabulary. */
export const surfaceIndex: SurfaceIndex = buildSurfaceIndex();
