import type { HttpEmbeddingApi } from './build-embedding-request';

/** Vectors read from an embeddings answer, in input order, or why the answer is not one. */
export type EmbeddingResponseReading = { success: true; vectors: number[][] } | { success: false; error: string };

function isNumberArray(value: unknown): value is number[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'number' && Number.isFinite(item));
}

/**
 * Reads the vectors of a parsed embeddings answer, ordered by `index` when the server gives one:
 * OpenAI-compatible `{data: [{index, embedding: number[]}]}`, or llama-server's native
 * `[{index, embedding: number[][]}]` (one pooled row per text; several rows mean token-level vectors, i.e. the
 * server runs with `--pooling none`) or a bare `{embedding: number[]}` for one text. Checks that there is exactly
 * one finite, non-empty vector per text. Pure.
 */
export function readEmbeddingResponse(api: HttpEmbeddingApi, value: unknown, expectedCount: number): EmbeddingResponseReading {
  let items: unknown[];
  if (api === 'openai') {
    const data = (value as { data?: unknown } | null)?.data;
    if (!Array.isArray(data)) return { success: false, error: 'the answer has no "data" array (is this an OpenAI-compatible /v1/embeddings endpoint?)' };
    items = data;
  } else if (Array.isArray(value)) items = value;
  else if (value !== null && typeof value === 'object' && 'embedding' in value) items = [value];
  else return { success: false, error: 'the answer is neither an array of {index, embedding} nor {embedding} (is this llama-server\'s /embedding endpoint?)' };
  if (items.length !== expectedCount) return { success: false, error: `expected ${expectedCount} embeddings, got ${items.length}` };
  const vectors: number[][] = new Array(expectedCount);
  for (const [position, item] of items.entries()) {
    const record = (item ?? {}) as { index?: unknown; embedding?: unknown };
    const index = typeof record.index === 'number' ? record.index : position;
    if (!Number.isInteger(index) || index < 0 || index >= expectedCount || vectors[index] !== undefined) {
      return { success: false, error: `embedding ${position} has an invalid or repeated index ${JSON.stringify(record.index)}` };
    }
    let embedding = record.embedding;
    if (api === 'llama-server' && Array.isArray(embedding) && Array.isArray(embedding[0])) {
      if (embedding.length !== 1) {
        return { success: false, error: `embedding ${index} has ${embedding.length} token-level rows: start llama-server with --pooling mean (or cls, last)` };
      }
      embedding = embedding[0];
    }
    if (!isNumberArray(embedding)) return { success: false, error: `embedding ${index} is not a non-empty array of finite numbers` };
    vectors[index] = embedding;
  }
  return { success: true, vectors };
}
