import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeTinyGguf, findLlamaServerBinary, startLlamaServer, type StartedLlamaServer } from '@metnos/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cosineSimilarity } from '../cosine-similarity';
import { createHttpEmbedder } from './create-http-embedder';
import { EmbedderDimensionError } from './embedder-dimension-error';

// A real llama-server (built by `pnpm build:llama-server`, or METNOS_LLAMA_SERVER_BIN) serving the tiny
// random-weights GGUF of @metnos/testing with --embedding --pooling mean: both wire formats, the dimension probe,
// batching and the dimension check run against the real thing.
const binary = findLlamaServerBinary();
const texts = ['che ore sono', 'trova le foto del battesimo', 'what time is it', 'sposta i file nel cestino', 'ciao'];

describe.skipIf(binary.binaryPath === undefined)('createHttpEmbedder', () => {
  let directory: string;
  let server: StartedLlamaServer;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'metnos-http-embedder-'));
    const modelPath = join(directory, 'tiny.gguf');
    await writeTinyGguf(modelPath);
    server = await startLlamaServer(binary.binaryPath as string, { modelPath, contextSize: 512, extraArgs: ['--embedding', '--pooling', 'mean', '-b', '512', '-ub', '512'] });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  it('should embed through /v1/embeddings and /embedding alike, with the dimension the server reports', async () => {
    const openAi = await createHttpEmbedder({ baseUrl: server.url, model: 'tiny', batchSize: 2 });
    const native = await createHttpEmbedder({ baseUrl: server.url, model: 'tiny', api: 'llama-server' });
    // the tiny GGUF's embedding length
    expect(openAi.dimension).toBe(64);
    expect(openAi.id).toBe('http:tiny:64');
    const batched = await openAi.embed(texts);
    const nativeVectors = await native.embed(texts);
    expect(batched).toHaveLength(texts.length);
    for (const [index, vector] of batched.entries()) {
      expect(vector).toHaveLength(64);
      expect(cosineSimilarity(vector, vector)).toBeCloseTo(1, 4);
      expect(cosineSimilarity(vector, nativeVectors[index] as Float32Array)).toBeCloseTo(1, 4);
    }
    // one text alone gives the vector it got inside a batch
    const [alone] = await openAi.embed([texts[3] as string]);
    expect(cosineSimilarity(alone as Float32Array, batched[3] as Float32Array)).toBeCloseTo(1, 4);
    // different texts give different vectors
    expect(cosineSimilarity(batched[0] as Float32Array, batched[1] as Float32Array)).toBeLessThan(0.9999);
  }, 120_000);

  it('should refuse the real server\'s vectors when another dimension is declared', async () => {
    const embedder = await createHttpEmbedder({ baseUrl: server.url, model: 'bge-m3', dimension: 1024 });
    const error = await embedder.embed(['ciao']).catch((caught: unknown) => caught);
    expect(EmbedderDimensionError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ declared: 1024, returned: 64 });
  }, 60_000);
});

// Where no llama-server can be found, one skipped test says why (and nothing is skipped where it runs).
if (binary.binaryPath === undefined) {
  describe('createHttpEmbedder', () => {
    it.skip(`should embed through a real llama-server — skipped: ${binary.reason}`, () => {});
  });
}
