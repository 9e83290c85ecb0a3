import { describe, expect, it } from 'vitest';
import { buildEmbeddingRequest } from './build-embedding-request';

describe('buildEmbeddingRequest', () => {
  it('should build an OpenAI-compatible body, leaving out an empty model', () => {
    expect(buildEmbeddingRequest('openai', { texts: ['a', 'b'], model: 'bge-m3' })).toEqual({
      path: 'v1/embeddings',
      body: { model: 'bge-m3', input: ['a', 'b'], encoding_format: 'float' },
    });
    expect(buildEmbeddingRequest('openai', { texts: ['a'], model: '' }).body).toEqual({ input: ['a'], encoding_format: 'float' });
  });

  it("should build llama-server's native /embedding body", () => {
    expect(buildEmbeddingRequest('llama-server', { texts: ['a'], model: 'bge-m3' })).toEqual({ path: 'embedding', body: { content: ['a'] } });
  });
});
