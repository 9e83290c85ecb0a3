import { createServer } from 'node:net';
import { testEmbedderContract } from '@metnos/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbedderError } from '../embedder-error';
import { startTestHttpServer, sendJson, type TestHttpServer } from './__fixtures__/start-test-http-server';
import { createHttpEmbedder } from './create-http-embedder';
import { EmbedderDimensionError } from './embedder-dimension-error';
import { HttpStatusError } from '@metnos/http-client';
import { EmbedderHttpError } from './embedder-http-error';
import { EmbedderNetworkError } from './embedder-network-error';
import { EmbedderResponseError } from './embedder-response-error';
import { EmbedderTimeoutError } from './embedder-timeout-error';

const servers: TestHttpServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});
const start = async (...args: Parameters<typeof startTestHttpServer>) => {
  const server = await startTestHttpServer(...args);
  servers.push(server);
  return server;
};

/** A deterministic 4-dimensional "embedding" of a text: [length, vowels, spaces, 1]. */
const fakeVector = (text: string) => [text.length, (text.match(/[aeiou]/g) ?? []).length, (text.match(/ /g) ?? []).length, 1];
const norm = (vector: ArrayLike<number>) => Math.sqrt(Array.from(vector).reduce((sum, value) => sum + value * value, 0));
const openAiAnswer = (input: string[], { reversed = false } = {}) => {
  const data = input.map((text, index) => ({ object: 'embedding', index, embedding: fakeVector(text) }));
  return { object: 'list', model: 'tiny', data: reversed ? data.reverse() : data };
};
const fast = { initialDelayMs: 1, maxDelayMs: 5 };

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('createHttpEmbedder', () => {
  it('should send OpenAI-compatible batches and return unit vectors in input order', async () => {
    const server = await start((request, response) => sendJson(response, 200, openAiAnswer((request.body as { input: string[] }).input, { reversed: true })));
    const embedder = await createHttpEmbedder({ baseUrl: server.url, model: 'tiny', dimension: 4, batchSize: 2, apiKey: 'secret' });
    const texts = ['che ore sono', 'trova le foto', 'ciao', 'a b c d', 'x'];
    const vectors = await embedder.embed(texts);
    expect(embedder.id).toBe('http:tiny:4');
    expect(server.requests.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', '/v1/embeddings', { model: 'tiny', input: ['che ore sono', 'trova le foto'], encoding_format: 'float' }],
      ['POST', '/v1/embeddings', { model: 'tiny', input: ['ciao', 'a b c d'], encoding_format: 'float' }],
      ['POST', '/v1/embeddings', { model: 'tiny', input: ['x'], encoding_format: 'float' }],
    ]);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer secret');
    for (const [index, vector] of vectors.entries()) {
      const expected = fakeVector(texts[index] as string);
      const scale = norm(expected);
      expect(Array.from(vector).map((value) => value.toFixed(5))).toEqual(expected.map((value) => (value / scale).toFixed(5)));
      expect(norm(vector)).toBeCloseTo(1, 5);
    }
  });

  it('should accept a base URL that already ends in /v1', async () => {
    const server = await start((request, response) => sendJson(response, 200, openAiAnswer((request.body as { input: string[] }).input)));
    const embedder = await createHttpEmbedder({ baseUrl: `${server.url}/v1`, model: 'tiny', dimension: 4 });
    await embedder.embed(['ciao']);
    expect(server.requests[0]?.url).toBe('/v1/embeddings');
  });

  it("should speak llama-server's native /embedding and ask the server for the dimension when none is declared", async () => {
    const server = await start((request, response) => {
      const content = (request.body as { content: string[] }).content;
      sendJson(response, 200, content.map((text, index) => ({ index, embedding: [fakeVector(text)] })));
    });
    const embedder = await createHttpEmbedder({ baseUrl: server.url, model: 'bge-m3', api: 'llama-server' });
    expect(embedder.dimension).toBe(4);
    expect(embedder.id).toBe('http:bge-m3:4');
    const [vector] = await embedder.embed(['ciao']);
    expect(server.requests.map((request) => [request.url, request.body])).toEqual([
      ['/embedding', { content: ['dimension probe'] }],
      ['/embedding', { content: ['ciao'] }],
    ]);
    expect(vector).toHaveLength(4);
  });

  it('should retry a 429 and a 503 with backoff and then succeed', async () => {
    const server = await start((request, response, index) => {
      if (index === 0) sendJson(response, 429, { error: 'slow down' }, { 'retry-after': '0' });
      else if (index === 1) sendJson(response, 503, { error: 'loading model' });
      else sendJson(response, 200, openAiAnswer((request.body as { input: string[] }).input));
    });
    const embedder = await createHttpEmbedder({ baseUrl: server.url, model: 'tiny', dimension: 4, maxRetries: 2, ...fast });
    expect(await embedder.embed(['ciao'])).toHaveLength(1);
    expect(server.requests).toHaveLength(3);
  });

  it('should give up on a persistent 500 after maxRetries with a retryable EmbedderHttpError', async () => {
    const server = await start((_request, response) => sendJson(response, 500, { error: { message: 'boom' } }));
    const embedder = await createHttpEmbedder({ baseUrl: server.url, model: 'tiny', dimension: 4, maxRetries: 2, ...fast });
    const error = await rejection(embedder.embed(['ciao']));
    expect(EmbedderHttpError.isInstance(error)).toBe(true);
    // one error family with llama-client's: @metnos/http-client's HttpStatusError
    expect(HttpStatusError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: 'embedder_http', status: 500, isRetryable: true, url: `${server.url}/v1/embeddings` });
    expect((error as Error).message).toBe(`${server.url}/v1/embeddings answered HTTP 500: {"error":{"message":"boom"}}`);
    expect(server.requests).toHaveLength(3);
  });

  it('should not retry a 400', async () => {
    const server = await start((_request, response) => sendJson(response, 400, { error: 'model not found' }));
    const embedder = await createHttpEmbedder({ baseUrl: server.url, model: 'nope', dimension: 4, ...fast });
    const error = await rejection(embedder.embed(['ciao']));
    expect(error).toMatchObject({ status: 400, isRetryable: false });
    expect(server.requests).toHaveLength(1);
  });

  it('should report a body that is not JSON, or not one vector per text, as EmbedderResponseError without retrying', async () => {
    const server = await start((_request, response, index) =>
      index === 0 ? sendJson(response, 200, '<html>proxy error</html>') : sendJson(response, 200, { data: [{ index: 0, embedding: [1, 2, 3, 4] }] }),
    );
    const embedder = await createHttpEmbedder({ baseUrl: server.url, model: 'tiny', dimension: 4, ...fast });
    const notJson = await rejection(embedder.embed(['ciao']));
    expect(EmbedderResponseError.isInstance(notJson)).toBe(true);
    expect((notJson as Error).message).toBe(`POST ${server.url}/v1/embeddings: the answer is not JSON`);
    const wrongCount = await rejection(embedder.embed(['ciao', 'hello']));
    expect((wrongCount as Error).message).toBe(`POST ${server.url}/v1/embeddings: expected 2 embeddings, got 1`);
    expect(server.requests).toHaveLength(2);
  });

  it('should refuse vectors of another length than declared with EmbedderDimensionError', async () => {
    const server = await start((request, response) => sendJson(response, 200, openAiAnswer((request.body as { input: string[] }).input)));
    const embedder = await createHttpEmbedder({ baseUrl: server.url, model: 'bge-m3', dimension: 1024 });
    const error = await rejection(embedder.embed(['ciao']));
    expect(EmbedderDimensionError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: 'embedder_dimension_mismatch', declared: 1024, returned: 4, model: 'bge-m3' });
    expect((error as Error).message).toContain('set [embedder] http_dimension = 4');
  });

  it('should retry a refused connection and then report EmbedderNetworkError', async () => {
    const port = await closedPort();
    const error = await rejection(createHttpEmbedder({ baseUrl: `http://127.0.0.1:${port}`, model: 'tiny', maxRetries: 1, ...fast }));
    expect(EmbedderNetworkError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: 'embedder_network', errorCode: 'ECONNREFUSED', isRetryable: true });
  });

  it('should report a server that does not answer in time as EmbedderTimeoutError', async () => {
    const server = await start(() => {
      // never answers
    });
    const embedder = await createHttpEmbedder({ baseUrl: server.url, model: 'tiny', dimension: 4, timeoutMs: 200, maxRetries: 0 });
    const error = await rejection(embedder.embed(['ciao']));
    expect(EmbedderTimeoutError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: 'embedder_timeout', timeoutMs: 200 });
  });

  it('should reject with the abort reason when the caller aborts a request in flight', async () => {
    const server = await start(() => {
      // never answers
    });
    const embedder = await createHttpEmbedder({ baseUrl: server.url, model: 'tiny', dimension: 4, timeoutMs: 60_000 });
    const controller = new AbortController();
    const pending = rejection(embedder.embed(['ciao'], { abortSignal: controller.signal }));
    await server.received(1);
    const reason = new Error('user cancelled');
    controller.abort(reason);
    expect(await pending).toBe(reason);
    expect(server.requests).toHaveLength(1);
  });

  it('should refuse bad options with EmbedderError invalid_input', async () => {
    const bad = [
      { baseUrl: 'not a url', model: 'x' },
      { baseUrl: 'ftp://host', model: 'x' },
      { baseUrl: 'http://127.0.0.1:1', model: '' },
      { baseUrl: 'http://127.0.0.1:1', model: 'x', dimension: 0 },
      { baseUrl: 'http://127.0.0.1:1', model: 'x', dimension: 4, batchSize: 0 },
    ];
    for (const options of bad) {
      const error = await rejection(createHttpEmbedder(options));
      expect(EmbedderError.isInstance(error) && error.code).toBe('invalid_input');
    }
  });
});

/** The embedder against an OpenAI-compatible stand-in on 127.0.0.1:0 that answers its batches (out of order). */
testEmbedderContract('createHttpEmbedder (HTTP)', async () => {
  const server = await start((request, response) => sendJson(response, 200, openAiAnswer((request.body as { input: string[] }).input, { reversed: true })));
  return createHttpEmbedder({ baseUrl: server.url, model: 'tiny', dimension: 4, batchSize: 3 });
});
