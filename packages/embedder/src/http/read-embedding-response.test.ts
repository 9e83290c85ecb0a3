import { describe, expect, it } from 'vitest';
import { readEmbeddingResponse } from './read-embedding-response';

describe('readEmbeddingResponse', () => {
  it('should order OpenAI-compatible vectors by index', () => {
    const value = { data: [{ index: 1, embedding: [3, 4] }, { index: 0, embedding: [1, 2] }] };
    expect(readEmbeddingResponse('openai', value, 2)).toEqual({ success: true, vectors: [[1, 2], [3, 4]] });
  });

  it("should read llama-server's pooled rows and a bare single embedding", () => {
    expect(readEmbeddingResponse('llama-server', [{ index: 0, embedding: [[1, 2]] }], 1)).toEqual({ success: true, vectors: [[1, 2]] });
    expect(readEmbeddingResponse('llama-server', { embedding: [1, 2] }, 1)).toEqual({ success: true, vectors: [[1, 2]] });
  });

  it('should explain token-level vectors, missing data, bad numbers and repeated indices', () => {
    expect(readEmbeddingResponse('llama-server', [{ index: 0, embedding: [[1], [2]] }], 1)).toEqual({
      success: false,
      error: 'embedding 0 has 2 token-level rows: start llama-server with --pooling mean (or cls, last)',
    });
    expect(readEmbeddingResponse('openai', { embeddings: [] }, 1)).toMatchObject({ success: false, error: expect.stringContaining('no "data" array') });
    expect(readEmbeddingResponse('openai', { data: [{ index: 0, embedding: [1, 'x'] }] }, 1)).toEqual({
      success: false,
      error: 'embedding 0 is not a non-empty array of finite numbers',
    });
    expect(readEmbeddingResponse('openai', { data: [{ index: 0, embedding: [1] }, { index: 0, embedding: [2] }] }, 2)).toEqual({
      success: false,
      error: 'embedding 1 has an invalid or repeated index 0',
    });
  });
});
