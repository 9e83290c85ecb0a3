import { describe, expect, it } from 'vitest';
import { normaliseAporiaQuery } from './normalise-aporia-query';

describe('normaliseAporiaQuery', () => {
  it('should lower-case, collapse spaces and drop trailing punctuation', () => {
    expect(normaliseAporiaQuery('  Where   AM I ?! ')).toBe('where am i');
  });
});
