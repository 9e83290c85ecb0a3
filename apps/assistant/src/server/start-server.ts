import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Feedback } from '@metnos/core';
import type { Assistant } from '../turn/assistant';
import { parseJson } from '@metnos/core/internal';
import { chatPage } from './chat-page';
import { checkRequestOrigin } from './check-request-origin';
import { contentSecurityPolicy } from './content-security-policy';
import { createHostAllowlist } from './create-host-allowlist';
import { createServerAuth } from './create-server-auth';
import { isLoopbackAddress } from './is-loopback-address';
import { isWildcardAddress } from './is-wildcard-address';
import { isAdminPage, renderAdminPage } from './render-admin-page';
import { renderSignInPage } from './render-sign-in-page';
import { securityHeaders } from './security-headers';
import { TurnsBusyError } from '../cascade/turns-busy-error';

const maxBodyBytes = 64 * 1024;
const feedbacks: readonly Feedback[] = ['up', 'down', 'retry'];
const chatPagePolicy = contentSecurityPolicy.forStaticPage(chatPage);
const dayMs = 24 * 60 * 60 * 1000;

/** Default lifetime of a login link. */
const defaultLoginTokenTtlMs = 10 * 60 * 1000;

/** A running `metnos serve`. */
export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:7421` (for a wildcard bind, the loopback address). */
  url: string;
  /** False when the bound address is reachable from the network (anything but loopback). */
  loopback: boolean;
  /** The `Host` values the server answers (others get 421). */
  allowedHosts: readonly string[];
  /** Mints a one-time login URL (`<url>/login?token=…`) valid for the login token TTL. */
  createLoginUrl(): { url: string; expiresAt: Date };
  close(): Promise<void>;
}

/** Options of `startServer`. */
export interface StartServerOptions {
  /** The per-install secret (`loadServerSecret`): Bearer token and key of the session cookies. */
  secret: string;
  /** Address to bind (default `127.0.0.1`). */
  host?: string;
  /** Port (default 0 = any free port). */
  port?: number;
  /** Extra Host names (`[server] allowed_hosts`). */
  allowedHosts?: readonly string[];
  /** Days a browser stays signed in (`[server] session_days`, default 30). */
  sessionDays?: number;
  /** Lifetime of a login link (default 10 minutes). */
  loginTokenTtlMs?: number;
  /** The clock in milliseconds (tests move it to expire links and sessions). */
  now?: () => number;
  /** Where failures' details go (default stderr); responses carry only a request id. */
  log?: (line: string) => void;
  /** Access log: called once per answered request (method, path without query, status); unset by default. */
  accessLog?: (entry: AccessLogEntry) => void;
}

/** One answered request, for `StartServerOptions.accessLog` (the query string, which may hold a login token, is left out). */
export interface AccessLogEntry {
  requestId: string;
  method: string;
  path: string;
  status: number;
}

type Auth = ReturnType<typeof createServerAuth>;

/**
 * Serves the assistant over node:http behind its trust boundary (docs/security.md): the web chat at `/`, the
 * JSON API (`POST /api/ask`, `POST /api/confirm`, `POST /api/feedback`, `POST /api/login-link`, `POST /api/changes/revert`,
 * `GET /api/skills|anti-skills|observations|aporiae|changes|stats[?days=N]`), the admin pages (`/admin/<table>`) and `/login`.
 *
 * Every request: a `Host` outside the allowlist gets 421; a cross-site request (`checkRequestOrigin`: non-JSON
 * body, foreign `Origin`, cross-site `Sec-Fetch-Site`) 403; no `Authorization: Bearer <secret>` and no valid
 * session cookie 401 (an HTML sign-in page for pages). `GET /login?token=…` spends a one-time login token, sets
 * the HttpOnly SameSite=Strict session cookie and redirects to `/`. Every response carries the security
 * headers and a CSP with `frame-ancestors 'none'`. Bodies over 64 KiB get 413, malformed JSON 400, unknown
 * paths 404; failures answer 500 with a generic message and a request id, the detail going to `log`; a turn refused
 * by the assistant's turn gate (`TurnsBusyError`: `[server] waiting_turns` turns already wait) answers 503 with
 * `Retry-After`.
 * The ask API never takes a confirmation flag.
 */
export async function startServer(assistant: Assistant, options: StartServerOptions): Promise<RunningServer> {
  const { host = '127.0.0.1', port = 0, secret, allowedHosts = [], sessionDays = 30, loginTokenTtlMs = defaultLoginTokenTtlMs, now = Date.now } = options;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  if (typeof secret !== 'string' || secret.length < 32) throw new Error('startServer needs the per-install secret (loadServerSecret)');
  let context: { auth: Auth; allows: (host: string | undefined) => boolean; url: string } | undefined;
  const server = createServer((request, response) => {
    const requestId = randomUUID();
    response.setHeader('x-request-id', requestId);
    const accessLog = options.accessLog;
    if (accessLog !== undefined) {
      response.once('finish', () => accessLog({ requestId, method: request.method ?? '', path: (request.url ?? '').split('?')[0] ?? '', status: response.statusCode }));
    }
    for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
    response.setHeader('content-security-policy', contentSecurityPolicy.api);
    if (context === undefined) return sendJson(response, 503, { error: 'starting up', requestId });
    handle(assistant, context, request, response, requestId).catch((error: unknown) => {
      // The turn gate's queue is full (`[server] waiting_turns`): nothing ran; the client may retry.
      if (TurnsBusyError.isInstance(error) && !response.headersSent) {
        response.setHeader('retry-after', String(error.retryAfterSeconds));
        return sendJson(response, 503, { error: error.message, requestId });
      }
      log(`metnos: request ${requestId} (${request.method} ${(request.url ?? '').split('?')[0]}) failed: ${(error as Error)?.stack ?? String(error)}`);
      if (!response.headersSent) sendJson(response, 500, { error: 'internal error; the server log has the details', requestId });
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const allowlist = createHostAllowlist({ boundAddress: host, port: address.port, allowedHosts });
  const reachable = isWildcardAddress(address.address) ? (address.family === 'IPv6' ? '[::1]' : '127.0.0.1') : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${reachable}:${address.port}`;
  const auth = createServerAuth({ secret, port: address.port, sessionTtlMs: sessionDays * dayMs, loginTokenTtlMs, now });
  context = { auth, allows: (value) => allowlist.allows(value), url };
  return {
    url,
    loopback: isLoopbackAddress(address.address),
    allowedHosts: allowlist.hosts,
    createLoginUrl: () => loginUrl(auth, url),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function loginUrl(auth: Auth, base: string): { url: string; expiresAt: Date } {
  const { token, expiresAt } = auth.createLoginToken();
  return { url: `${base}/login?token=${token}`, expiresAt };
}

function isPagePath(path: string): boolean {
  return path === '/' || path === '/login' || path === '/admin' || path.startsWith('/admin/');
}

async function handle(
  assistant: Assistant,
  { auth, allows, url: baseUrl }: { auth: Auth; allows: (host: string | undefined) => boolean; url: string },
  request: IncomingMessage,
  response: ServerResponse,
  requestId: string,
): Promise<void> {
  const method = request.method ?? 'GET';
  const host = request.headers.host;
  // DNS rebinding: a page on attacker.example that resolves to 127.0.0.1 sends `Host: attacker.example`.
  if (host === undefined || !allows(host)) {
    return sendJson(response, 421, { error: 'this server does not answer to that Host name; if it is yours, add it to [server] allowed_hosts', requestId });
  }
  const url = new URL(request.url ?? '/', 'http://localhost');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const isPage = method === 'GET' && isPagePath(path);
  const origin = checkRequestOrigin(method, request.headers, { host, isPage });
  if (!origin.allowed) return sendJson(response, 403, { error: `cross-site request refused: ${origin.reason}`, requestId });

  if (path === '/login' && method === 'GET') {
    if (!auth.redeemLoginToken(url.searchParams.get('token') ?? '')) return sendHtml(response, 401, renderSignInPage('bad_link'), contentSecurityPolicy.scriptlessPage);
    response.writeHead(303, { location: '/', 'set-cookie': auth.sessionCookie(), 'content-length': 0 });
    return void response.end();
  }
  if (auth.authenticate(request.headers) === undefined) {
    if (isPage) return sendHtml(response, 401, renderSignInPage('signed_out'), contentSecurityPolicy.scriptlessPage);
    response.setHeader('www-authenticate', 'Bearer realm="metnos"');
    return sendJson(response, 401, { error: 'not signed in: open the login link metnos serve printed, or send Authorization: Bearer <secret>', requestId });
  }

  if (method === 'GET' && path === '/') return sendHtml(response, 200, chatPage, chatPagePolicy);
  if (method === 'GET' && path === '/admin') return sendHtml(response, 200, renderAdminPage(assistant, undefined), contentSecurityPolicy.scriptlessPage);
  if (method === 'GET' && path.startsWith('/admin/')) {
    const page = path.slice('/admin/'.length);
    if (isAdminPage(page)) return sendHtml(response, 200, renderAdminPage(assistant, page), contentSecurityPolicy.scriptlessPage);
  }
  if (method === 'GET') {
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
      case '/api/stats': {
        const days = url.searchParams.get('days') === null ? 14 : Number(url.searchParams.get('days'));
        if (!Number.isSafeInteger(days) || days < 1 || days > 366) return sendJson(response, 400, { error: 'days must be a whole number from 1 to 366' });
        return sendJson(response, 200, assistant.learningStats({ days }));
      }
      case '/api/changes':
        return sendJson(response, 200, { total: assistant.countChanges(), changes: assistant.listChanges({ limit: 200 }) });
      default:
        break;
    }
  }
  const postRoutes = ['/api/ask', '/api/confirm', '/api/feedback', '/api/login-link', '/api/changes/revert'];
  if (method === 'POST' && postRoutes.includes(path)) {
    const body = await readJsonBody(request);
    if (!body.success) return sendJson(response, body.status, { error: body.error });
    const input = body.value as Record<string, unknown>;
    if (path === '/api/login-link') {
      const link = loginUrl(auth, baseUrl);
      return sendJson(response, 200, { url: link.url, expiresAt: link.expiresAt.toISOString() });
    }
    if (path === '/api/confirm') {
      // Runs exactly the plan the user was shown (its single-use token), never a new one.
      if (typeof input.token !== 'string' || input.token === '') return sendJson(response, 400, { error: 'expected {"token": string}' });
      return sendJson(response, 200, await assistant.confirm(input.token));
    }
    if (path === '/api/changes/revert') {
      if (!Number.isSafeInteger(input.id)) return sendJson(response, 400, { error: 'expected {"id": number}: a change id from /api/changes' });
      const result = assistant.revertChange(input.id as number);
      return sendJson(response, result.reverted ? 200 : 409, result.reverted ? result : { ...result, error: result.reason });
    }
    if (path === '/api/ask') {
      if (typeof input.query !== 'string' || input.query.trim() === '') return sendJson(response, 400, { error: 'query must be a non-empty string' });
      // No `confirmed` flag: a request cannot grant itself consent (consent is bound to a plan's token).
      const turn = await assistant.ask(input.query, { bypassSkill: input.bypassSkill === true });
      return sendJson(response, 200, turn);
    }
    if (typeof input.turnId !== 'string' || !feedbacks.includes(input.feedback as Feedback)) {
      return sendJson(response, 400, { error: 'expected {"turnId": string, "feedback": "up" | "down" | "retry"}' });
    }
    const result = await assistant.feedback(input.turnId, input.feedback as Feedback);
    return sendJson(response, result.found ? 200 : 404, result.found ? result : { ...result, error: `unknown turn ${input.turnId}` });
  }
  if (postRoutes.includes(path)) return sendJson(response, 405, { error: `${method} not allowed` });
  sendJson(response, 404, { error: `no route for ${method} ${path}` });
}

function readJsonBody(request: IncomingMessage): Promise<{ success: true; value: unknown } | { success: false; status: number; error: string }> {
  // Listeners rather than `for await`: the stream's async iterator cost more per request than the rest of an L0 turn.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    request.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > maxBodyBytes) {
        settled = true;
        resolve({ success: false, status: 413, error: `body larger than ${maxBodyBytes} bytes` });
        // As leaving a `for await` early did: the rest of the body is not read.
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (settled) return;
      settled = true;
      const parsed = parseJson(Buffer.concat(chunks).toString('utf8'));
      if (!parsed.success) resolve({ success: false, status: 400, error: `invalid JSON: ${parsed.error.message}` });
      else if (parsed.value === null || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) resolve({ success: false, status: 400, error: 'expected a JSON object' });
      else resolve({ success: true, value: parsed.value });
    });
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    request.on('error', fail);
    request.on('close', () => fail(new Error('the request closed before its body ended')));
  });
}

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

function sendHtml(response: ServerResponse, status: number, html: string, policy: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html), 'content-security-policy': policy });
  response.end(html);
}
