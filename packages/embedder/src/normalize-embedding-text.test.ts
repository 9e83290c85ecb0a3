import { describe, expect, it } from 'vitest';
import { normalizeEmbeddingText } from './normalize-embedding-text';

describe('normalizeEmbeddingText', () => {
  it('should lowercase, fold accents and split on non-alphanumerics', () => {
    expect(normalizeEmbeddingText("Perché l'ÉTÀ è 42?")).toEqual(['perche', 'l', 'eta', 'e', '42']);
  });

  it('should keep accents when asked and apply NFKC', () => {
    expect(normalizeEmbeddingText('città ﬁle', { foldAccents: false })).toEqual(['città', 'file']);
  });
});
