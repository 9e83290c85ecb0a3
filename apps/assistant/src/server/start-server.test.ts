import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScriptedLlmProvider } from '@metnos/testing';
import { chromium } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Assistant } from '../turn/assistant';
import { createAssistant } from '../cascade/create-assistant';
import { createTurnGate, type TurnGate } from '../cascade/create-turn-gate';
import { loadServerSecret } from '../settings/load-server-secret';
import { startServer, type RunningServer, type StartServerOptions } from './start-server';
import { defaultAssistantConfig } from '../settings/default-assistant-config';
import { pdfIntent, pdfPlan } from '../__fixtures__/pdf-scripts';

const chromiumPath = '/usr/bin/chromium';

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

interface Served {
  assistant: Assistant;
  server: RunningServer;
  secret: string;
  files: string;
  logged: string[];
  /** Moves the server's clock. */
  advance(ms: number): void;
}

async function serve(llm: ScriptedLlmProvider, options: Partial<StartServerOptions> = {}, { turnGate }: { turnGate?: TurnGate } = {}): Promise<Served> {
  const base = mkdtempSync(join(tmpdir(), 'metnos-serve-'));
  const files = join(base, 'files');
  mkdirSync(join(files, 'docs'), { recursive: true });
  writeFileSync(join(files, 'docs', 'a.pdf'), 'A');
  const config = defaultAssistantConfig();
  // These tests exercise the model's planner: the deterministic single-step planner would answer first.
  config.praxis.single_step_planner = false;
  config.vaglio.path_allowlist = [files];
  const dataDir = join(base, 'data');
  const assistant = await createAssistant({ config, dataDir, llm, ...(turnGate === undefined ? {} : { turnGate }) });
  const secret = loadServerSecret({ dataDir }).value;
  let offset = 0;
  const logged: string[] = [];
  const server = await startServer(assistant, { host: '127.0.0.1', port: 0, secret, now: () => Date.now() + offset, log: (line) => logged.push(line), ...options });
  cleanup.push(async () => {
    await server.close();
    assistant.close();
  });
  return { assistant, server, secret, files, logged, advance: (ms) => (offset += ms) };
}

/** A raw HTTP request over node:http (no connection reuse), so Host, Origin and Sec-Fetch-* can be set as an attacker would. */
function send(url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    // `host: ''` sends no Host header at all (HTTP/1.0 style).
    const { host, ...rest } = headers;
    const outgoing = httpRequest(url, { method, headers: host === '' ? rest : headers, setHost: host !== '', agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const json = { 'content-type': 'application/json' };
const post = (url: string, secret: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { ...json, ...bearer(secret) }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const get = (url: string, secret: string) => fetch(url, { headers: bearer(secret) });

describe('startServer', () => {
  it('should answer the JSON API and reject bad requests', async () => {
    const { server, secret } = await serve(new ScriptedLlmProvider());
    const answer = await post(`${server.url}/api/ask`, secret, { query: 'what time is it' });
    expect(answer.status).toBe(200);
    const turn = (await answer.json()) as { layer: string; turnId: string; timings: unknown[] };
    expect(turn.layer).toBe('L0');
    expect((await post(`${server.url}/api/ask`, secret, '{nope')).status).toBe(400);
    expect((await post(`${server.url}/api/ask`, secret, { query: '' })).status).toBe(400);
    expect((await post(`${server.url}/api/feedback`, secret, { turnId: turn.turnId, feedback: 'maybe' })).status).toBe(400);
    expect((await post(`${server.url}/api/feedback`, secret, { turnId: 'unknown', feedback: 'up' })).status).toBe(404);
    expect((await post(`${server.url}/api/feedback`, secret, { turnId: turn.turnId, feedback: 'up' })).status).toBe(200);
    expect(await (await get(`${server.url}/api/observations`, secret)).json()).toMatchObject({ total: 1, observations: [{ turnId: turn.turnId, feedback: 'up', layer: 'L0' }] });
    expect(await (await get(`${server.url}/api/skills`, secret)).json()).toEqual([]);
    expect((await get(`${server.url}/nowhere`, secret)).status).toBe(404);
  });

  it('should list every learning change on /admin/changes with its turn and revert one through the JSON API', async () => {
    const { server, secret, assistant } = await serve(new ScriptedLlmProvider([pdfIntent, pdfPlan]));
    const turn = (await (await post(`${server.url}/api/ask`, secret, { query: 'find the pdf files in docs' })).json()) as { turnId: string; layer: string };
    expect(turn.layer).toBe('planner');
    expect((await post(`${server.url}/api/feedback`, secret, { turnId: turn.turnId, feedback: 'up' })).status).toBe(200);
    const [promoted, created] = assistant.listChanges({ limit: 2 });
    expect(promoted).toMatchObject({ kind: 'skill_active', turnId: turn.turnId, reason: '✓ feedback' });

    const page = await get(`${server.url}/admin/changes`, secret);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`changes (<span data-count="changes">${assistant.countChanges()}</span>)`);
    expect(html).toContain(`<tr><td>${promoted!.id}</td><td>${promoted!.createdAt}</td><td>1</td><td>skill_active</td><td>find files [pdf]</td><td>✓ feedback</td><td>${turn.turnId}</td><td>metnos changes revert ${promoted!.id}</td></tr>`);
    expect(html).toContain(`<td>${created!.id}</td>`);
    expect(html).toContain(`not revertible: change #${promoted!.id} changed the same skill later: revert that one first`);
    expect(html).toContain('<td>executor_added</td><td>find_files</td>');
    expect(html).toContain('not revertible: an executor is code on disk');

    const reverted = await post(`${server.url}/api/changes/revert`, secret, { id: promoted!.id });
    expect(reverted.status).toBe(200);
    const result = (await reverted.json()) as { reverted: boolean; change: { id: number; kind: string } };
    expect(result).toMatchObject({ reverted: true, change: { kind: 'reverted' } });
    expect(assistant.listSkills()).toEqual([expect.objectContaining({ status: 'candidate' })]);
    const again = await post(`${server.url}/api/changes/revert`, secret, { id: promoted!.id });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ reverted: false, reason: `already reverted by change #${result.change.id}`, error: `already reverted by change #${result.change.id}` });
    expect((await post(`${server.url}/api/changes/revert`, secret, { id: 'one' })).status).toBe(400);
    expect(await (await get(`${server.url}/admin/changes`, secret)).text()).toContain(`<td>reverted by #${result.change.id}</td>`);
    const listed = (await (await get(`${server.url}/api/changes`, secret)).json()) as { total: number; changes: { id: number }[] };
    expect(listed.changes[0]?.id).toBe(result.change.id);
    expect(listed.total).toBe(assistant.countChanges());
    expect((await send(`${server.url}/admin/changes`)).status).toBe(401);
    expect((await send(`${server.url}/api/changes/revert`, { method: 'POST', headers: { ...json }, body: JSON.stringify({ id: created!.id }) })).status).toBe(401);
  });

  it('should HTML-escape what users typed on the admin pages', async () => {
    const { server, secret } = await serve(new ScriptedLlmProvider());
    await post(`${server.url}/api/ask`, secret, { query: 'what time is it <script>alert(1)</script>' });
    const html = await (await get(`${server.url}/admin/observations`, secret)).text();
    expect(html).toContain('what time is it &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('observations (<span data-count="observations">1</span>)');
  });

  it('should answer 421 to a Host that is not one of its names, for every route and even with the secret', async () => {
    const { assistant, server, secret } = await serve(new ScriptedLlmProvider(), { allowedHosts: ['metnos.example'] });
    const port = new URL(server.url).port;
    // DNS rebinding: attacker.example resolves to 127.0.0.1, so the browser sends Host: attacker.example:<port>.
    for (const host of [`attacker.example:${port}`, 'attacker.example', `127.0.0.1:${Number(port) + 1}`, `localhost.attacker.example:${port}`, `127.0.0.1:${port}@attacker.example`]) {
      const read = await send(`${server.url}/api/observations`, { headers: { host, ...bearer(secret) } });
      expect(read.status, host).toBe(421);
      expect(read.text).not.toContain('observations');
      expect((await send(`${server.url}/`, { headers: { host, ...bearer(secret) } })).status, host).toBe(421);
      const ask = await send(`${server.url}/api/ask`, { method: 'POST', headers: { host, ...json, ...bearer(secret) }, body: JSON.stringify({ query: 'what time is it' }) });
      expect(ask.status, host).toBe(421);
    }
    // No Host at all: node:http itself refuses an HTTP/1.1 request without one.
    expect((await send(`${server.url}/api/observations`, { headers: { host: '', ...bearer(secret) } })).status).toBe(400);
    expect(assistant.countObservations()).toBe(0);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`, `metnos.example:${port}`, 'metnos.example']) {
      expect((await send(`${server.url}/api/observations`, { headers: { host, ...bearer(secret) } })).status, host).toBe(200);
    }
  });

  it('should refuse state-changing requests that are not same-origin JSON with 403, running no turn', async () => {
    const { assistant, server, secret } = await serve(new ScriptedLlmProvider());
    const host = new URL(server.url).host;
    const body = JSON.stringify({ query: 'what time is it' });
    const attempts: Record<string, string>[] = [
      { 'content-type': 'text/plain' },
      { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://evil.example' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'multipart/form-data; boundary=x' },
      {},
      { ...json, origin: 'http://evil.example' },
      { ...json, origin: `http://127.0.0.1:${Number(new URL(server.url).port) + 1}` },
      { ...json, origin: 'null' },
      { ...json, 'sec-fetch-site': 'cross-site' },
      { ...json, 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of attempts) {
      const response = await send(`${server.url}/api/ask`, { method: 'POST', headers: { host, ...bearer(secret), ...headers }, body });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(response.text)).toMatchObject({ error: expect.stringMatching(/^cross-site request refused: /) });
    }
    const preflight = await send(`${server.url}/api/ask`, { method: 'OPTIONS', headers: { host, origin: 'http://evil.example', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    // Cross-site reads are refused too, so no-cors GETs and <script src> get nothing.
    expect((await send(`${server.url}/api/observations`, { headers: { host, ...bearer(secret), 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' } })).status).toBe(403);
    expect(assistant.countObservations()).toBe(0);

    for (const headers of [json, { ...json, origin: server.url, 'sec-fetch-site': 'same-origin' }, { 'content-type': 'application/json; charset=utf-8', origin: `https://${host}` }]) {
      expect((await send(`${server.url}/api/ask`, { method: 'POST', headers: { host, ...bearer(secret), ...headers }, body })).status).toBe(200);
    }
    expect(assistant.countObservations()).toBe(3);
  });

  it('should answer 401 without the secret or a session, with a sign-in page for pages', async () => {
    const { assistant, server, secret } = await serve(new ScriptedLlmProvider());
    const wrong = { authorization: `Bearer ${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}` };
    const attempts: Record<string, string>[] = [{}, wrong, { authorization: `Basic ${secret}` }, { authorization: 'Bearer' }, { cookie: 'metnos_session_1=v1.99999999999.xxx' }];
    for (const headers of attempts) {
      const api = await send(`${server.url}/api/observations`, { headers });
      expect(api.status, JSON.stringify(headers)).toBe(401);
      expect(api.headers['www-authenticate']).toBe('Bearer realm="metnos"');
      expect((await send(`${server.url}/api/ask`, { method: 'POST', headers: { ...headers, ...json }, body: JSON.stringify({ query: 'what time is it' }) })).status).toBe(401);
      expect((await send(`${server.url}/api/feedback`, { method: 'POST', headers: { ...headers, ...json }, body: JSON.stringify({ turnId: 'x', feedback: 'up' }) })).status).toBe(401);
      expect((await send(`${server.url}/admin/observations`, { headers })).status).toBe(401);
    }
    const page = await send(`${server.url}/`);
    expect(page.status).toBe(401);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('Open the login link that <code>metnos serve</code> printed');
    expect(page.text).not.toContain('<title>Metnos</title>');
    expect(assistant.countObservations()).toBe(0);
    // A right Bearer token alongside a garbage cookie, and a right one alone, both pass.
    expect((await send(`${server.url}/api/observations`, { headers: { ...bearer(secret), cookie: 'x=y' } })).status).toBe(200);
  });

  it('should sign a browser in through a one-time login URL that sets an HttpOnly SameSite=Strict cookie', async () => {
    const { server, advance } = await serve(new ScriptedLlmProvider(), { sessionDays: 2, loginTokenTtlMs: 60_000 });
    const port = new URL(server.url).port;
    const link = server.createLoginUrl();
    expect(link.url).toMatch(new RegExp(`^${server.url}/login\\?token=[A-Za-z0-9_-]{43}$`));
    const login = await send(link.url);
    expect(login.status).toBe(303);
    expect(login.headers.location).toBe('/');
    const setCookie = login.headers['set-cookie']?.[0] ?? '';
    expect(setCookie).toMatch(new RegExp(`^metnos_session_${port}=v1\\.\\d+\\.[A-Za-z0-9_-]{43}; Max-Age=172800; Path=/; HttpOnly; SameSite=Strict$`));
    const cookie = setCookie.split(';')[0] as string;

    const chat = await send(`${server.url}/`, { headers: { cookie } });
    expect(chat.status).toBe(200);
    expect(chat.text).toContain('<title>Metnos</title>');
    expect((await send(`${server.url}/api/observations`, { headers: { cookie } })).status).toBe(200);
    // Single use: the same link again is refused, and sets no cookie.
    const again = await send(link.url);
    expect(again.status).toBe(401);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.text).toContain('This login link is not valid');
    // A tampered cookie (longer expiry, same signature) is refused.
    const [, expiry, signature] = /=v1\.(\d+)\.(.+)$/.exec(cookie) ?? [];
    expect((await send(`${server.url}/api/observations`, { headers: { cookie: `metnos_session_${port}=v1.${Number(expiry) + 86400}.${signature}` } })).status).toBe(401);
    // Expired link: minted, then the clock passes its TTL.
    const late = server.createLoginUrl();
    advance(60_001);
    expect((await send(late.url)).status).toBe(401);
    expect((await send(`${server.url}/login?token=`)).status).toBe(401);
    expect((await send(`${server.url}/login`)).status).toBe(401);
    // The session itself ends after session_days.
    advance(2 * 24 * 60 * 60 * 1000);
    expect((await send(`${server.url}/api/observations`, { headers: { cookie } })).status).toBe(401);
  });

  it('should keep a session cookie valid across a restart with the same secret, and mint login links for Bearer clients', async () => {
    const first = await serve(new ScriptedLlmProvider(), { port: 0 });
    const login = await send(first.server.createLoginUrl().url);
    const cookie = (login.headers['set-cookie']?.[0] ?? '').split(';')[0] as string;
    const port = Number(new URL(first.server.url).port);
    await first.server.close();
    const second = await startServer(first.assistant, { secret: first.secret, port });
    cleanup.push(() => second.close());
    expect((await send(`${second.url}/api/skills`, { headers: { cookie } })).status).toBe(200);

    const minted = await send(`${second.url}/api/login-link`, { method: 'POST', headers: { ...json, ...bearer(first.secret) }, body: '{}' });
    expect(minted.status).toBe(200);
    const { url } = JSON.parse(minted.text) as { url: string; expiresAt: string };
    expect((await send(url)).status).toBe(303);
    expect((await send(`${second.url}/api/login-link`, { method: 'POST', headers: json, body: '{}' })).status).toBe(401);
  });

  it('should send the security headers and a CSP forbidding framing on every response', async () => {
    const { server, secret } = await serve(new ScriptedLlmProvider());
    const responses = await Promise.all([
      send(`${server.url}/`, { headers: bearer(secret) }),
      send(`${server.url}/`),
      send(`${server.url}/admin/skills`, { headers: bearer(secret) }),
      send(`${server.url}/api/skills`, { headers: bearer(secret) }),
      send(`${server.url}/api/skills`),
      send(`${server.url}/api/skills`, { headers: { host: 'attacker.example' } }),
    ]);
    for (const response of responses) {
      expect(response.headers).toMatchObject({
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      });
      expect(response.headers['content-security-policy']).toMatch(/^default-src 'none'; .*frame-ancestors 'none'$/);
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const chatPolicy = responses[0]?.headers['content-security-policy'];
    expect(chatPolicy).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]{44}'; style-src 'sha256-[A-Za-z0-9+/=]{44}'; connect-src 'self'/);
    expect(chatPolicy).not.toContain('unsafe');
    // Admin and sign-in pages run no script at all: default-src 'none' with no script-src.
    for (const scriptless of [responses[1], responses[2]]) expect(scriptless?.headers['content-security-policy']).not.toContain('script-src');
  });

  it('should answer failures with a generic message and a request id, keeping the detail for the log', async () => {
    const { assistant, server, secret, logged } = await serve(new ScriptedLlmProvider());
    assistant.close(); // The store is closed: every read now throws inside the route.
    const response = await send(`${server.url}/api/skills`, { headers: bearer(secret) });
    expect(response.status).toBe(500);
    const requestId = response.headers['x-request-id'];
    expect(JSON.parse(response.text)).toEqual({ error: 'internal error; the server log has the details', requestId });
    expect(response.text).not.toContain(tmpdir());
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(new RegExp(`^metnos: request ${requestId} \\(GET /api/skills\\) failed: \\w*Error: [^]*\\n\\s+at `));
  });

  it('should not honour "confirmed": true in the ask API: a destructive plan still waits, and nothing moves', async () => {
    const intent = JSON.stringify({ verb: 'move', object: 'files', keywords: ['archive', 'pdf'] });
    const plan = JSON.stringify({
      steps: [
        { tool: 'find_files', args: { folder: 'docs', extension: 'pdf' } },
        { tool: 'move_files', args: { from_step: 1, destination: 'archive' } },
      ],
      fillers: {},
      final_message: 'Moved ${step2.ok_count} files to the archive.',
    });
    const { server, secret, files } = await serve(new ScriptedLlmProvider([intent, plan]));
    const response = await post(`${server.url}/api/ask`, secret, { query: 'move the pdf files to the archive', confirmed: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ needsConfirmation: true, ok: false });
    expect(existsSync(join(files, 'docs', 'a.pdf'))).toBe(true);
    expect(existsSync(join(files, 'archive', 'a.pdf'))).toBe(false);
  });

  it('should answer an L0 turn sent while an earlier turn waits on a slow model, with one place in the turn gate', async () => {
    let modelAsked!: () => void;
    const asked = new Promise<void>((resolve) => (modelAsked = resolve));
    let answerIntent!: (text: string) => void;
    const intentAnswer = new Promise<string>((resolve) => (answerIntent = resolve));
    // The model's first answer (the intent of the pdf request) comes only when the test gives it.
    const llm = new ScriptedLlmProvider([() => (modelAsked(), intentAnswer), pdfPlan]);
    const { server, secret } = await serve(llm, {}, { turnGate: createTurnGate({ activeTurns: 1 }) });
    const slow = post(`${server.url}/api/ask`, secret, { query: 'find the pdf files in docs' });
    await asked;
    const quick = await post(`${server.url}/api/ask`, secret, { query: 'what time is it' });
    expect(quick.status).toBe(200);
    expect(await quick.json()).toMatchObject({ layer: 'L0', ok: true });
    // The L0 turn was answered while the model had still not answered the first turn.
    expect(llm.calls).toHaveLength(1);
    answerIntent(pdfIntent);
    const planned = await slow;
    expect(planned.status).toBe(200);
    expect(await planned.json()).toMatchObject({ layer: 'planner', ok: true });
    expect(llm.remaining).toBe(0);
  });

  it('should answer 503 with Retry-After to a turn beyond the waiting turns, run it once there is room, and never run the refused one', async () => {
    let queued!: () => void;
    const oneWaits = new Promise<void>((resolve) => (queued = resolve));
    const turnGate = createTurnGate({ activeTurns: 1, waitingTurns: 1, onWaiting: (waiting) => waiting === 1 && queued() });
    const { server, secret, assistant } = await serve(new ScriptedLlmProvider(), {}, { turnGate });
    const earlier = (await (await post(`${server.url}/api/ask`, secret, { query: 'che giorno è oggi?' })).json()) as { turnId: string };
    // The test holds the only place, as a turn in progress would.
    const holder = await turnGate.enter();
    const waiting = post(`${server.url}/api/ask`, secret, { query: 'what time is it' });
    await oneWaits;
    const refused = await post(`${server.url}/api/ask`, secret, { query: 'che ore sono?' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toMatchObject({ error: 'busy: 1 turns are already waiting; try again in 1 s', requestId: refused.headers.get('x-request-id') });
    // ↺ asks again: refused the same way, before its feedback is kept.
    const retry = await post(`${server.url}/api/feedback`, secret, { turnId: earlier.turnId, feedback: 'retry' });
    expect(retry.status).toBe(503);
    expect(retry.headers.get('retry-after')).toBe('1');
    holder.leave();
    const answered = await waiting;
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ layer: 'L0', query: 'what time is it' });
    const observations = assistant.listObservations({ limit: 10, offset: 0 });
    expect(observations.map((observation) => observation.query).sort()).toEqual(['che giorno è oggi?', 'what time is it']);
    expect(observations.find((observation) => observation.turnId === earlier.turnId)?.feedback).toBeUndefined();
  });

  it('should say when the bound address is reachable from the network, and still demand the secret there', async () => {
    const { server, secret } = await serve(new ScriptedLlmProvider(), { host: '0.0.0.0' });
    expect(server.loopback).toBe(false);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await send(`${server.url}/api/skills`)).status).toBe(401);
    expect((await send(`${server.url}/api/skills`, { headers: bearer(secret) })).status).toBe(200);
    const local = await serve(new ScriptedLlmProvider());
    expect(local.server.loopback).toBe(true);
  });

  it.skipIf(!existsSync(chromiumPath))('should chat in a real browser and turn ✓ ✗ ↺ clicks into Praxis feedback', async () => {
    const llm = new ScriptedLlmProvider([pdfIntent, pdfPlan, pdfIntent, pdfPlan, pdfPlan]);
    const { assistant, server } = await serve(llm);
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    cleanup.push(() => browser.close());
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(server.url);
    expect(await page.locator('h1').textContent()).toBe('Metnos · sign in');
    await page.goto(server.createLoginUrl().url);
    expect(page.url()).toBe(`${server.url}/`);
    const askInBrowser = async (query: string) => {
      await page.fill('#query', query);
      await page.click('form#ask button[type=submit]');
    };
    await askInBrowser('find the pdf files in docs');
    const first = page.locator('.turn').nth(0);
    await first.locator('.reply').waitFor();
    expect(await first.locator('.reply').textContent()).toBe('Found 1 PDF files.');
    expect(await first.locator('.layer').textContent()).toMatch(/^answered by planner in \d+\.\d ms/);
    expect(assistant.listSkills()).toEqual([expect.objectContaining({ status: 'candidate' })]);

    await first.locator('button[data-feedback=up]').click();
    await first.locator('.status', { hasText: 'skill active' }).waitFor();
    expect(assistant.listSkills()).toEqual([expect.objectContaining({ status: 'active' })]);

    await askInBrowser('find the pdf files in docs');
    const second = page.locator('.turn').nth(1);
    await second.locator('.reply').waitFor();
    expect(await second.getAttribute('data-layer')).toBe('skill');
    await second.locator('button[data-feedback=down]').click();
    await second.locator('.status', { hasText: 'skill demoted' }).waitFor();
    expect(assistant.listSkills()).toEqual([expect.objectContaining({ status: 'demoted', failures: 1 })]);

    expect(await second.locator('button[data-feedback=retry]').isDisabled()).toBe(true);
    await askInBrowser('<b>bold?</b> find the pdf files in docs');
    const third = page.locator('.turn').nth(2);
    await third.locator('.reply').waitFor();
    expect(await third.locator('.query').innerHTML()).toBe('&lt;b&gt;bold?&lt;/b&gt; find the pdf files in docs');
    const before = assistant.countObservations();
    await third.locator('button[data-feedback=retry]').click();
    await page.locator('.turn').nth(3).locator('.reply').waitFor();
    expect(await third.getAttribute('data-layer')).toBe('planner');
    expect(await page.locator('.turn').nth(3).getAttribute('data-layer')).toBe('planner');
    expect(assistant.countObservations()).toBe(before + 1);
    expect(llm.remaining).toBe(0);
    expect(assistant.listObservations({ limit: 10 }).some((observation) => observation.feedback === 'retry')).toBe(true);

    await page.goto(`${server.url}/admin/skills`);
    expect(await page.locator('[data-testid=row-count]').textContent()).toBe('1');
    // The hashed inline script and style ran under the CSP: the chat worked, and nothing was blocked.
    expect(violations).toEqual([]);
  }, 60_000);
});
