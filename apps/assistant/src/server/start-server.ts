import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Feedback } from '@metnos/core';
import type { Assistant } from '../cascade/assistant';
import { parseJson } from '@metnos/core';
import { chatPage } from './chat-page';
import { isAdminPage, renderAdminPage } from './render-admin-page';

const maxBodyBytes = 64 * 1024;
const feedbacks: readonly Feedback[] = ['up', 'down', 'retry'];

/** A running `metnos serve`. */
export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:7421`. */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the assistant over node:http: the web chat at `/`, the JSON API (`POST /api/ask`, `POST /api/feedback`,
 * `GET /api/skills|anti-skills|observations|aporiae`) and the admin pages (`/admin/<table>`). Bodies over 64 KiB
 * get 413, malformed JSON 400, unknown paths 404; failures answer 500 with the message as JSON.
 */
export async function startServer(assistant: Assistant, { host = '127.0.0.1', port = 0 }: { host?: string; port?: number } = {}): Promise<RunningServer> {
  const server = createServer((request, response) => {
    handle(assistant, request, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: (error as Error).message });
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function handle(assistant: Assistant, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (request.method === 'GET' && path === '/') return sendHtml(response, chatPage);
  if (request.method === 'GET' && path === '/admin') return sendHtml(response, renderAdminPage(assistant, undefined));
  if (request.method === 'GET' && path.startsWith('/admin/')) {
    const page = path.slice('/admin/'.length);
    if (isAdminPage(page)) return sendHtml(response, renderAdminPage(assistant, page));
  }
  if (request.method === 'GET') {
    switch (path) {
      case '/api/skills':
        return sendJson(response, 200, assistant.listSkills());
      case '/api/anti-skills':
        return sendJson(response, 200, assistant.listAntiSkills());
      case '/api/observations': {
        const limit = Number(url.searchParams.get('limit') ?? 100);
        const offset = Number(url.searchParams.get('offset') ?? 0);
        return sendJson(response, 200, {
          total: assistant.countObservations(),
          observations: assistant.listObservations({ limit: Number.isInteger(limit) && limit > 0 ? limit : 100, offset: Number.isInteger(offset) && offset >= 0 ? offset : 0 }),
        });
      }
      case '/api/aporiae':
        return sendJson(response, 200, assistant.listAporiae());
      default:
        break;
    }
  }
  if (request.method === 'POST' && path === '/api/confirm') {
    const body = await readJsonBody(request);
    if (!body.success) return sendJson(response, body.status, { error: body.error });
    const token = (body.value as Record<string, unknown>).token;
    if (typeof token !== 'string' || token === '') return sendJson(response, 400, { error: 'expected {"token": string}' });
    return sendJson(response, 200, await assistant.confirm(token));
  }
  if (request.method === 'POST' && (path === '/api/ask' || path === '/api/feedback')) {
    const body = await readJsonBody(request);
    if (!body.success) return sendJson(response, body.status, { error: body.error });
    const input = body.value as Record<string, unknown>;
    if (path === '/api/ask') {
      if (typeof input.query !== 'string' || input.query.trim() === '') return sendJson(response, 400, { error: 'query must be a non-empty string' });
      const turn = await assistant.ask(input.query, { bypassSkill: input.bypassSkill === true });
      return sendJson(response, 200, turn);
    }
    if (typeof input.turnId !== 'string' || !feedbacks.includes(input.feedback as Feedback)) {
      return sendJson(response, 400, { error: 'expected {"turnId": string, "feedback": "up" | "down" | "retry"}' });
    }
    const result = await assistant.feedback(input.turnId, input.feedback as Feedback);
    return sendJson(response, result.found ? 200 : 404, result.found ? result : { ...result, error: `unknown turn ${input.turnId}` });
  }
  if (['/api/ask', '/api/feedback'].includes(path)) return sendJson(response, 405, { error: `${request.method} not allowed` });
  sendJson(response, 404, { error: `no route for ${request.method} ${path}` });
}

async function readJsonBody(request: IncomingMessage): Promise<{ success: true; value: unknown } | { success: false; status: number; error: string }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) return { success: false, status: 413, error: `body larger than ${maxBodyBytes} bytes` };
    chunks.push(chunk as Buffer);
  }
  const parsed = parseJson(Buffer.concat(chunks).toString('utf8'));
  if (!parsed.success) return { success: false, status: 400, error: `invalid JSON: ${parsed.error.message}` };
  if (parsed.value === null || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) return { success: false, status: 400, error: 'expected a JSON object' };
  return { success: true, value: parsed.value };
}

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' });
  response.end(body);
}

function sendHtml(response: ServerResponse, html: string): void {
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'content-security-policy': "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'",
    'x-content-type-options': 'nosniff',
  });
  response.end(html);
}
