import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdapters } from '../cascade/create-adapters';
import { createHttpEmbedderFromConfig } from './create-http-embedder-from-config';
import { defaultAssistantConfig } from './default-assistant-config';

let server: Server | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
  if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  server = undefined;
  dataDir = undefined;
});

/** A real OpenAI-compatible embeddings endpoint on 127.0.0.1:0 answering 3-dimensional vectors; records bodies. */
async function startEmbeddingServer(bodies: unknown[]): Promise<string> {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(text) as { input: string[] };
      bodies.push({ url: request.url, authorization: request.headers.authorization, body });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: body.input.map((input, index) => ({ index, embedding: [input.length, 1, 0] })) }));
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

describe('createHttpEmbedderFromConfig', () => {
  it('should build the [embedder] kind = "http" embedder that createAdapters hands to the cascade', async () => {
    const bodies: unknown[] = [];
    const config = defaultAssistantConfig();
    config.embedder = { ...config.embedder, kind: 'http', base_url: await startEmbeddingServer(bodies), model: 'bge-m3', api_key: 'k', batch_size: 1 };
    dataDir = mkdtempSync(join(tmpdir(), 'metnos-http-embedder-'));
    const adapters = await createAdapters({ config, dataDir, llm: null });
    try {
      // http_dimension = 0: the server was asked once
      expect(adapters.embedder.id).toBe('http:bge-m3:3');
      expect(await adapters.embedder.embed(['ab', 'abcd'])).toHaveLength(2);
      expect(bodies).toEqual([
        { url: '/v1/embeddings', authorization: 'Bearer k', body: { model: 'bge-m3', input: ['dimension probe'], encoding_format: 'float' } },
        { url: '/v1/embeddings', authorization: 'Bearer k', body: { model: 'bge-m3', input: ['ab'], encoding_format: 'float' } },
        { url: '/v1/embeddings', authorization: 'Bearer k', body: { model: 'bge-m3', input: ['abcd'], encoding_format: 'float' } },
      ]);
    } finally {
      adapters.store.close();
    }
  });

  it('should declare http_dimension without asking the server', async () => {
    const bodies: unknown[] = [];
    const config = defaultAssistantConfig();
    const embedder = await createHttpEmbedderFromConfig({ ...config.embedder, kind: 'http', base_url: await startEmbeddingServer(bodies), model: 'm', http_dimension: 3 });
    expect(embedder.id).toBe('http:m:3');
    expect(bodies).toEqual([]);
  });
});
