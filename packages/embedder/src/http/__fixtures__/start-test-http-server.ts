import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the test server received, body parsed as JSON when it is. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A real HTTP server on 127.0.0.1:0 whose answers a test scripts (test helper). */
export interface TestHttpServer {
  url: string;
  requests: ReceivedRequest[];
  /** Resolves once the server has received `count` requests. */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts a `node:http` server on a free 127.0.0.1 port; `handle` answers each request (it may also never answer,
 * to test timeouts and aborts). Open connections are destroyed on `close`.
 */
export async function startTestHttpServer(
  handle: (request: ReceivedRequest, response: ServerResponse, index: number) => void,
): Promise<TestHttpServer> {
  const requests: ReceivedRequest[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      const received = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      requests.push(received);
      for (const waiter of waiters.filter((item) => requests.length >= item.count)) waiter.resolve();
      handle(received, response, requests.length - 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    received: (count) => (requests.length >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve }))),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes a JSON answer. */
export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}
