import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ExecutorError } from '@metnos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnvironment, testContext } from '../../__fixtures__/create-test-environment';
import { createGetUrls } from './get-urls';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/page') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<html><head><title>Hello &amp; welcome</title><script>x()</script></head><body><p>First</p><p>Second</p></body></html>');
    } else if (request.url === '/big') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('x'.repeat(10_000));
    } else if (request.url === '/slow') {
      setTimeout(() => response.end('late'), 1500);
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const failureOf = (kind: string) => (error: unknown) => ExecutorError.isInstance(error) && error.failureKind === kind;

describe('createGetUrls', () => {
  it('should download a page and return its title and readable text', async () => {
    const result = await createGetUrls(createTestEnvironment())({ urls: [`${base}/page`] }, testContext());
    expect(result.entries).toEqual([
      expect.objectContaining({ url: `${base}/page`, status: 200, title: 'Hello & welcome', text: 'Hello & welcome\nFirst\nSecond', truncated: false }),
    ]);
  });

  it('should stop reading at the size cap', async () => {
    const result = await createGetUrls(createTestEnvironment({ httpMaxBytes: 1000 }))({ urls: [`${base}/big`] }, testContext());
    expect(result.entries).toEqual([expect.objectContaining({ bytes: 1000, truncated: true })]);
  });

  it('should report a 404 as not_found', async () => {
    await expect(createGetUrls(createTestEnvironment())({ urls: [`${base}/nope`] }, testContext())).rejects.toSatisfy(failureOf('not_found'));
  });

  it('should time out a slow server', async () => {
    await expect(createGetUrls(createTestEnvironment({ httpTimeoutMs: 200 }))({ urls: [`${base}/slow`] }, testContext())).rejects.toSatisfy(failureOf('timeout'));
  });

  it('should refuse a non-http address', async () => {
    await expect(createGetUrls(createTestEnvironment())({ urls: ['file:///etc/passwd'] }, testContext())).rejects.toSatisfy(failureOf('invalid_args'));
  });
});
