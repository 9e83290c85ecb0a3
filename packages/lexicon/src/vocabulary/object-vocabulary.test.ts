import { describe, expect, it } from 'vitest';
import { allForms } from './all-forms';
import { objectVocabulary } from './object-vocabulary';
import { surfaceKey } from './surface-index';

describe('objectVocabulary', () => {
  it('should give every noun exactly one canonical object', () => {
    const owner = new Map<string, string>();
    for (const [object, entry] of Object.entries(objectVocabulary)) {
      for (const form of new Set([...allForms(entry.forms), ...(entry.valueForms ?? [])].map(surfaceKey))) {
        expect(owner.get(form) ?? object, `"${form}" belongs to ${owner.get(form)} and ${object}`).toBe(object);
        owner.set(form, object);
      }
    }
  });

  it('should use snake_case canonical names and list weak forms among the nouns', () => {
    for (const [object, entry] of Object.entries(objectVocabulary)) {
      expect(object).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
      for (const weak of entry.weak) expect(allForms(entry.forms)).toContain(weak);
    }
  });
});
