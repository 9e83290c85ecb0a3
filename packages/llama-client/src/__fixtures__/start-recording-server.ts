import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the test server received, body parsed as JSON when it is JSON. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** How the test server answers one request. */
export type Reply =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | { status?: number; text: string; headers?: Record<string, string> }
  /** Writes each chunk separately (flushed), as a streaming server does. */
  | { status?: number; chunks: Array<string | Uint8Array>; headers?: Record<string, string>; keepOpen?: boolean }
  /** Never answers (for timeouts and aborts). */
  | { hang: true };

/** A real HTTP server on 127.0.0.1 (port 0) that records requests and answers with scripted replies. */
export interface RecordingServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

async function writeReply(response: ServerResponse, reply: Reply): Promise<void> {
  if ('hang' in reply) return;
  const status = reply.status ?? 200;
  if ('chunks' in reply) {
    response.writeHead(status, { 'content-type': 'text/event-stream', ...reply.headers });
    for (const chunk of reply.chunks) {
      response.write(chunk);
      // let the client receive each chunk as its own read
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (reply.keepOpen !== true) response.end();
    return;
  }
  const text = 'json' in reply ? JSON.stringify(reply.json) : reply.text;
  response.writeHead(status, { 'content-type': 'json' in reply ? 'application/json' : 'text/plain', ...reply.headers });
  response.end(text);
}

/** Starts the server; `answer` gets each request and its 0-based index. */
export async function startRecordingServer(answer: (request: RecordedRequest, index: number) => Reply): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const parts: Buffer[] = [];
    incoming.on('data', (part: Buffer) => parts.push(part));
    incoming.on('end', () => {
      const raw = Buffer.concat(parts).toString('utf8');
      let body: unknown = raw === '' ? undefined : raw;
      try {
        body = raw === '' ? undefined : JSON.parse(raw);
      } catch {
        // not JSON: keep the text
      }
      const request: RecordedRequest = { method: incoming.method ?? '', url: incoming.url ?? '', headers: incoming.headers, body };
      requests.push(request);
      void writeReply(response, answer(request, requests.length - 1));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
