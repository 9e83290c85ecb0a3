import { describe, expect, it } from 'vitest';
import { normalizeAporiaQuery } from './normalize-aporia-query';

describe('normalizeAporiaQuery', () => {
  it('should lowercase, trim and collapse whitespace', () => {
    expect(normalizeAporiaQuery('  Dove   SONO?\n')).toBe('dove sono?');
  });

  it('should apply NFKC so composed and decomposed accents match', () => {
    expect(normalizeAporiaQuery('Perche\u0301')).toBe(normalizeAporiaQuery('perché'));
  });
});
