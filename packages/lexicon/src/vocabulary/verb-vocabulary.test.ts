import { describe, expect, it } from 'vitest';
import { allForms } from './all-forms';
import { objectVocabulary } from './object-vocabulary';
import { surfaceKey } from './surface-index';
import { verbVocabulary } from './verb-vocabulary';

describe('verbVocabulary', () => {
  it('should give every surface form exactly one canonical verb', () => {
    const owner = new Map<string, string>();
    for (const [verb, entry] of Object.entries(verbVocabulary)) {
      const forms = [...allForms(entry.forms), ...Object.values(entry.implying ?? {}).flatMap((implied) => allForms(implied))];
      for (const form of forms) {
        const key = surfaceKey(form);
        expect(owner.get(key) ?? verb, `"${form}" belongs to ${owner.get(key)} and ${verb}`).toBe(verb);
        owner.set(key, verb);
      }
    }
  });

  it('should name canonical verbs in snake-case English with a kind, and imply only canonical objects', () => {
    for (const [verb, entry] of Object.entries(verbVocabulary)) {
      expect(verb).toMatch(/^[a-z]+$/);
      expect(['lookup', 'inspect', 'change']).toContain(entry.kind);
      expect(allForms(entry.forms).length).toBeGreaterThan(0);
      for (const object of Object.keys(entry.implying ?? {})) expect(Object.keys(objectVocabulary)).toContain(object);
      if (entry.defaultObject !== undefined) expect(Object.keys(objectVocabulary)).toContain(entry.defaultObject);
    }
  });

  it('should keep opposite actions apart', () => {
    expect(verbVocabulary.delete?.kind).toBe('change');
    expect(verbVocabulary.find?.kind).toBe('lookup');
    expect(verbVocabulary.find?.forms.en).toContain('list');
    expect(verbVocabulary.find?.forms.it).toContain('elenca');
    expect(verbVocabulary.delete?.forms.it).toContain('elimina');
  });
});
