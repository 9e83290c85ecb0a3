import { describe, expect, it } from 'vitest';
import { hashFeature } from './hash-feature';

describe('hashFeature', () => {
  it('should be a stable unsigned 32-bit hash', () => {
    // Pinned values: changing them changes every stored hashed-ngram-v1 vector.
    expect([hashFeature(''), hashFeature('w:ciao'), hashFeature('c:<pe')]).toMatchInlineSnapshot(`
      [
        2872998923,
        296327737,
        2944514860,
      ]
    `);
  });

  it('should spread similar strings apart', () => {
    expect(hashFeature('c:abc')).not.toBe(hashFeature('c:abd'));
  });
});
