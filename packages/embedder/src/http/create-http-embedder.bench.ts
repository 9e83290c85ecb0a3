import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeTinyGguf, findLlamaServerBinary, startLlamaServer } from '@metnos/testing';
import { afterAll, bench, describe } from 'vitest';
import { createHttpEmbedder } from './create-http-embedder';

// The HTTP embedder against the real llama-server serving the tiny GGUF (--embedding --pooling mean), next to its
// anchor: the same request sent with a bare fetch and JSON.parse. The ratio is the client's own cost (ky,
// retries armed, shape and dimension checks, L2 normalisation); the server's time is in both.
const binary = findLlamaServerBinary();
const query = 'trova le foto del battesimo di Marco e mandale a Giulia';
const batch = Array.from({ length: 16 }, (_value, index) => `${query} numero ${index}`);

if (binary.binaryPath === undefined) {
  describe(`HTTP embedder (skipped: ${binary.reason})`, () => {
    bench('nothing to measure', () => {});
  });
} else {
  const directory = mkdtempSync(join(tmpdir(), 'http-embedder-bench-'));
  await writeTinyGguf(join(directory, 'tiny.gguf'));
  const server = await startLlamaServer(binary.binaryPath, { modelPath: join(directory, 'tiny.gguf'), contextSize: 2048, extraArgs: ['--embedding', '--pooling', 'mean', '-b', '2048', '-ub', '2048'] });
  afterAll(async () => {
    await server.stop();
    rmSync(directory, { recursive: true, force: true });
  });
  const embedder = await createHttpEmbedder({ baseUrl: server.url, model: 'tiny', dimension: 64 });
  const rawFetch = async (input: string[]) =>
    JSON.parse(await (await fetch(`${server.url}/v1/embeddings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ model: 'tiny', input, encoding_format: 'float' }) })).text()) as unknown;

  describe('1 query', () => {
    bench('anchor: bare fetch + JSON.parse', async () => {
      await rawFetch([query]);
    });
    bench(`createHttpEmbedder (${embedder.id})`, async () => {
      await embedder.embed([query]);
    });
  });
  describe('16 queries, one batch', () => {
    bench('anchor: bare fetch + JSON.parse', async () => {
      await rawFetch(batch);
    });
    bench(`createHttpEmbedder (${embedder.id})`, async () => {
      await embedder.embed(batch);
    });
  });
}
