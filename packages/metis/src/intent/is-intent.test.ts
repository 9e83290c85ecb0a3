import { describe, expect, it } from 'vitest';
import { isIntent } from './is-intent';

describe('isIntent', () => {
  it('should accept verb, object and string keywords', () => {
    expect(isIntent({ verb: 'find', object: 'files', keywords: ['pdf'] })).toBe(true);
    expect(isIntent({ verb: 'find', object: 'files', keywords: [] })).toBe(true);
  });

  it('should reject a missing part, a keyword that is not a string, or a non-object', () => {
    expect(isIntent({ verb: 'find', keywords: [] })).toBe(false);
    expect(isIntent({ verb: 'find', object: 'files', keywords: ['pdf', 3] })).toBe(false);
    expect(isIntent({ verb: 'find', object: 'files', keywords: 'pdf' })).toBe(false);
    expect(isIntent(null)).toBe(false);
    expect(isIntent('find files')).toBe(false);
  });
});
