import { existsSync, mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScriptedLlmProvider } from '@metnos/testing';
import { chromium, type Browser } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Assistant } from '../turn/assistant';
import { createAssistant } from '../cascade/create-assistant';
import { loadServerSecret } from '../settings/load-server-secret';
import { startServer, type AccessLogEntry, type RunningServer } from './start-server';
import { defaultAssistantConfig } from '../settings/default-assistant-config';

const chromiumPath = '/usr/bin/chromium';
const launchFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const skipReason = existsSync(chromiumPath) ? undefined : `no Chromium at ${chromiumPath}: the real-browser attacks are skipped`;
if (skipReason !== undefined) console.warn(skipReason);

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function serveMetnos(): Promise<{ assistant: Assistant; server: RunningServer; answered: string[] }> {
  const base = mkdtempSync(join(tmpdir(), 'metnos-attacks-'));
  const config = defaultAssistantConfig();
  config.vaglio.path_allowlist = [base];
  const dataDir = join(base, 'data');
  const assistant = await createAssistant({ config, dataDir, llm: new ScriptedLlmProvider() });
  const answered: string[] = [];
  const accessLog = (entry: AccessLogEntry) => answered.push(`${entry.method} ${entry.path} ${entry.status}`);
  const server = await startServer(assistant, { secret: loadServerSecret({ dataDir }).value, host: '127.0.0.1', port: 0, accessLog });
  cleanup.push(async () => {
    await server.close();
    assistant.close();
  });
  return { assistant, server, answered };
}

/** A second HTTP server on 127.0.0.1 (another port, so another origin, same site) serving `html` at `/`. */
async function serveAttacker(html: string): Promise<string> {
  const attacker: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => new Promise<void>((resolve) => attacker.close(() => resolve())));
  return `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
}

async function launch(extraFlags: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...launchFlags, ...extraFlags] });
  cleanup.push(() => browser.close());
  return browser;
}

/** The page another origin serves: every way a web page can send a turn or read the log, cors and no-cors, JSON and not. */
function attackPage(target: string): string {
  const turn = JSON.stringify({ query: 'what time is it' });
  return `<!doctype html><html><body>
<iframe name="sink-text"></iframe><iframe name="sink-form"></iframe><iframe name="sink-multipart"></iframe>
<form id="text" method="POST" enctype="text/plain" action="${target}/api/ask" target="sink-text"><input name='{"query":"what time is it","pad":"' value='"}'></form>
<form id="form" method="POST" action="${target}/api/ask" target="sink-form"><input name="query" value="what time is it"></form>
<form id="multipart" method="POST" enctype="multipart/form-data" action="${target}/api/feedback" target="sink-multipart"><input name="turnId" value="x"><input name="feedback" value="up"></form>
<form id="top" name="top" method="POST" enctype="text/plain" action="${target}/api/ask"><input name='{"query":"what time is it","pad":"' value='"}'></form>
<script>
const target = ${JSON.stringify(target)};
const body = ${JSON.stringify(turn)};
window.results = {};
async function attempt(name, run) {
  try {
    const response = await run();
    let text = '';
    try { text = await response.text(); } catch {}
    window.results[name] = 'status ' + response.status + ' ' + response.type + ' ' + text;
  } catch (error) {
    window.results[name] = 'error ' + error.name;
  }
}
(async () => {
  await attempt('cors json POST', () => fetch(target + '/api/ask', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body }));
  await attempt('cors text/plain POST', () => fetch(target + '/api/ask', { method: 'POST', credentials: 'include', headers: { 'content-type': 'text/plain' }, body }));
  await attempt('no-cors text/plain POST', () => fetch(target + '/api/ask', { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body }));
  await attempt('no-cors "json" POST', () => fetch(target + '/api/ask', { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'application/json' }, body }));
  await attempt('no-cors form POST', () => fetch(target + '/api/ask', { method: 'POST', mode: 'no-cors', credentials: 'include', body: new URLSearchParams({ query: 'what time is it' }) }));
  await attempt('no-cors blob POST', () => fetch(target + '/api/ask', { method: 'POST', mode: 'no-cors', credentials: 'include', body: new Blob([body], { type: 'application/json' }) }));
  await attempt('no-cors feedback POST', () => fetch(target + '/api/feedback', { method: 'POST', mode: 'no-cors', credentials: 'include', body: JSON.stringify({ turnId: 'x', feedback: 'up' }) }));
  await attempt('cors read', () => fetch(target + '/api/observations', { credentials: 'include' }));
  await attempt('no-cors read', () => fetch(target + '/api/observations', { mode: 'no-cors', credentials: 'include' }));
  try { window.results['beacon'] = 'queued ' + navigator.sendBeacon(target + '/api/ask', body); } catch (error) { window.results['beacon'] = 'error ' + error.name; }
  for (const id of ['text', 'form', 'multipart']) document.getElementById(id).submit();
  window.fetchesDone = true;
})();
</script></body></html>`;
}

describe('startServer', () => {
  it.skipIf(skipReason !== undefined)(
    'should refuse every fetch and form POST that a page on another origin sends from a real Chromium, running no turn',
    async () => {
      const { assistant, server, answered } = await serveMetnos();
      const attacker = await serveAttacker(attackPage(server.url));
      const browser = await launch();
      const context = await browser.newContext();
      const page = await context.newPage();
      // The worst case: this browser is signed in (the SameSite=Strict cookie is sent to 127.0.0.1 on any port).
      await page.goto(server.createLoginUrl().url);
      expect(page.url()).toBe(`${server.url}/`);
      expect((await context.cookies(server.url)).map((cookie) => [cookie.name, cookie.httpOnly, cookie.sameSite])).toEqual([[`metnos_session_${new URL(server.url).port}`, true, 'Strict']]);
      answered.length = 0;

      await page.goto(attacker);
      await page.waitForFunction(() => (globalThis as unknown as { fetchesDone?: boolean }).fetchesDone === true);
      // What reached metnos, as its access log saw it: the cors JSON POST's preflight; the cors text/plain POST; four
      // no-cors POSTs; the no-cors feedback; the cors and no-cors reads; the beacon; the three forms into iframes.
      const expected = [
        'OPTIONS /api/ask 403',
        ...Array<string>(8).fill('POST /api/ask 403'),
        ...Array<string>(2).fill('POST /api/feedback 403'),
        ...Array<string>(2).fill('GET /api/observations 403'),
      ];
      const apiCalls = () => answered.filter((line) => line.includes(' /api/')).sort();
      await expect.poll(() => apiCalls().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(expected.length);
      expect(apiCalls()).toEqual([...expected].sort());
      // And the page learnt nothing: cors answers lack Access-Control-Allow-Origin, no-cors ones are dropped by
      // Chromium for their Cross-Origin-Resource-Policy: same-origin (not even an opaque response).
      const results = await page.evaluate(() => (globalThis as unknown as { results: Record<string, string> }).results);
      expect(results).toEqual({
        'cors json POST': 'error TypeError',
        'cors text/plain POST': 'error TypeError',
        'no-cors text/plain POST': 'error TypeError',
        'no-cors "json" POST': 'error TypeError',
        'no-cors form POST': 'error TypeError',
        'no-cors blob POST': 'error TypeError',
        'no-cors feedback POST': 'error TypeError',
        'cors read': 'error TypeError',
        'no-cors read': 'error TypeError',
        beacon: 'queued true',
      });

      // Then a top-level form POST, the one request a browser sends with Sec-Fetch-Mode: navigate.
      answered.length = 0;
      await Promise.all([page.waitForURL(`${server.url}/api/ask`), page.evaluate(() => (globalThis as unknown as { document: { forms: { namedItem(name: string): { submit(): void } } } }).document.forms.namedItem('top').submit())]);
      expect(await page.locator('body').textContent()).toMatch(/^\{"error":"cross-site request refused: POST needs Content-Type: application\/json, got text\/plain/);
      expect(apiCalls()).toEqual(['POST /api/ask 403']);
      expect(assistant.countObservations()).toBe(0);

      // Control: the same signed-in browser on metnos' own page runs a turn, so the refusals were the origin checks.
      await page.goto(server.url);
      await page.fill('#query', 'what time is it');
      await page.click('form#ask button[type=submit]');
      await page.locator('.turn .reply').waitFor();
      expect(assistant.countObservations()).toBe(1);
    },
    90_000,
  );

  it.skipIf(skipReason !== undefined)(
    'should answer 421 when a rebinding name points a real Chromium at it, even for a same-origin JSON POST',
    async () => {
      const { assistant, server } = await serveMetnos();
      const port = new URL(server.url).port;
      // The resolver rule plays the attacker's DNS: rebind.test resolves to 127.0.0.1, where metnos listens.
      const browser = await launch(['--host-resolver-rules=MAP rebind.test 127.0.0.1']);
      // bypassCSP: the attacker's own page (served before the rebinding) has no CSP of ours to obey.
      const page = await (await browser.newContext({ bypassCSP: true })).newPage();
      const rebound = `http://rebind.test:${port}`;
      const read = await page.goto(`${rebound}/api/observations`);
      expect(read?.status()).toBe(421);
      expect(await page.locator('body').textContent()).not.toContain('observations');
      // From that origin, a request is same-origin JSON: only the Host check stands in the way.
      const sent = await page.evaluate(async () => {
        const response = await fetch('/api/ask', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'what time is it' }) });
        return `${response.status} ${await response.text()}`;
      });
      expect(sent).toMatch(/^421 \{"error":"this server does not answer to that Host name/);
      expect((await page.goto(`${rebound}/`))?.status()).toBe(421);
      expect(assistant.countObservations()).toBe(0);
    },
    60_000,
  );
});
