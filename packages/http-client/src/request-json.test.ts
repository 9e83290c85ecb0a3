import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpResponseError } from './errors/http-response-error';
import { HttpStatusError } from './errors/http-status-error';
import { HttpTimeoutError } from './errors/http-timeout-error';
import { HttpUnreachableError } from './errors/http-unreachable-error';
import { requestJson } from './request-json';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A real HTTP server on 127.0.0.1:0 answering with `handle`; returns its base URL and the bodies it received. */
async function serve(handle: (request: IncomingMessage, response: ServerResponse, index: number) => void): Promise<{ url: string; bodies: string[] }> {
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      bodies.push(body);
      handle(request, response, bodies.length - 1);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/thing`, bodies };
}

const noWait = { delay: async () => {} };

describe('requestJson', () => {
  it('should POST JSON with the headers and return the parsed answer', async () => {
    let seen: IncomingMessage | undefined;
    const { url, bodies } = await serve((request, response) => {
      seen = request;
      response.setHeader('content-type', 'application/json');
      response.end('{"ok":true}');
    });
    const answer = await requestJson({ method: 'POST', url, body: { a: 1 } }, { apiKey: 'k', headers: { 'x-extra': '1' } });
    expect(answer.value).toEqual({ ok: true });
    expect(answer.request).toEqual({ method: 'POST', url, body: { a: 1 } });
    expect(bodies).toEqual(['{"a":1}']);
    expect(seen?.headers['authorization']).toBe('Bearer k');
    expect(seen?.headers['x-extra']).toBe('1');
    expect(seen?.headers['content-type']).toBe('application/json');
  });

  it('should retry 503 and 429 and succeed, honouring Retry-After', async () => {
    const waits: number[] = [];
    const { url } = await serve((_request, response, index) => {
      if (index === 0) response.writeHead(503).end('busy');
      else if (index === 1) response.writeHead(429, { 'retry-after': '3' }).end('slow down');
      else response.end('[1,2]');
    });
    const answer = await requestJson({ method: 'GET', url }, { maxRetries: 2, maxDelayMs: 60_000, delay: async (ms) => void waits.push(ms) });
    expect(answer.value).toEqual([1, 2]);
    expect(waits).toHaveLength(2);
    expect(waits[1]).toBe(3000);
  });

  it('should give up after maxRetries with a retryable HttpStatusError that carries status and body', async () => {
    const { url, bodies } = await serve((_request, response) => response.writeHead(500).end('{"error":"boom"}'));
    const error = await requestJson({ method: 'POST', url, body: {} }, { maxRetries: 1, ...noWait }).catch((caught: unknown) => caught);
    expect(HttpStatusError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ status: 500, responseBody: '{"error":"boom"}', isRetryable: true, code: 'http_status', request: { method: 'POST', url } });
    expect(bodies).toHaveLength(2);
  });

  it('should not retry a 400', async () => {
    const { url, bodies } = await serve((_request, response) => response.writeHead(400).end('bad'));
    const error = await requestJson({ method: 'POST', url, body: {} }, { maxRetries: 3, ...noWait }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, isRetryable: false });
    expect(bodies).toHaveLength(1);
  });

  it('should report a 2xx body that is not JSON as HttpResponseError, not retried', async () => {
    const { url, bodies } = await serve((_request, response) => response.end('<html>'));
    const error = await requestJson({ method: 'GET', url }, { maxRetries: 2, ...noWait }).catch((caught: unknown) => caught);
    expect(HttpResponseError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: 'http_malformed_body', responseBody: '<html>' });
    expect(bodies).toHaveLength(1);
  });

  it('should report a server that does not answer within timeoutMs as HttpTimeoutError', async () => {
    const { url } = await serve(() => {
      // never answers
    });
    const error = await requestJson({ method: 'GET', url }, { timeoutMs: 100, ...noWait }).catch((caught: unknown) => caught);
    expect(HttpTimeoutError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ timeoutMs: 100, code: 'http_timeout' });
  });

  it('should retry a refused connection and then report HttpUnreachableError with ECONNREFUSED', async () => {
    const { url } = await serve(() => {});
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
    let attempts = 0;
    const error = await requestJson({ method: 'GET', url }, { maxRetries: 2, delay: async () => void (attempts += 1) }).catch((caught: unknown) => caught);
    expect(HttpUnreachableError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ errorCode: 'ECONNREFUSED', isRetryable: true });
    expect(attempts).toBe(2);
  });

  it('should reject with the abort reason, unchanged, when the caller aborts', async () => {
    const { url } = await serve(() => {});
    const controller = new AbortController();
    const reason = new Error('user cancelled');
    const pending = requestJson({ method: 'GET', url, abortSignal: controller.signal }, { timeoutMs: 10_000 }).catch((caught: unknown) => caught);
    setTimeout(() => controller.abort(reason), 20);
    expect(await pending).toBe(reason);
  });
});
