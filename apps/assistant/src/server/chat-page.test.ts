import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScriptedLlmProvider, type ScriptedAnswer } from '@metnos/testing';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAssistant } from '../cascade/create-assistant';
import { loadServerSecret } from '../settings/load-server-secret';
import { startServer, type RunningServer } from './start-server';
import { defaultAssistantConfig } from '../settings/default-assistant-config';
import { pdfIntent, pdfPlan } from '../__fixtures__/pdf-scripts';

// Debian's chromium, driven by playwright-core; the whole file skips, saying so, where it is not installed.
const chromiumPath = '/usr/bin/chromium';
const hasChromium = existsSync(chromiumPath);

let browser: Browser;
let cleanup: (() => Promise<void> | void)[] = [];
beforeAll(async () => {
  if (hasChromium) {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
  }
}, 60_000);
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function serve(answers: ScriptedAnswer[] = []): Promise<{ server: RunningServer; llm: ScriptedLlmProvider }> {
  const base = mkdtempSync(join(tmpdir(), 'metnos-chat-page-'));
  mkdirSync(join(base, 'files', 'docs'), { recursive: true });
  writeFileSync(join(base, 'files', 'docs', 'a.pdf'), 'A');
  const config = defaultAssistantConfig();
  // These tests script the model's planner: the deterministic single-step planner would answer first.
  config.praxis.single_step_planner = false;
  config.vaglio.path_allowlist = [join(base, 'files')];
  const llm = new ScriptedLlmProvider(answers);
  const dataDir = join(base, 'data');
  const assistant = await createAssistant({ config, dataDir, llm });
  const server = await startServer(assistant, { host: '127.0.0.1', port: 0, secret: loadServerSecret({ dataDir }).value });
  let closed = false;
  cleanup.push(async () => {
    if (!closed) await server.close();
    assistant.close();
    rmSync(base, { recursive: true, force: true });
  });
  return { server: { ...server, close: async () => ((closed = true), await server.close()) }, llm };
}

/** A signed-in page (through the server's one-time login link) in a browser of `locale`. */
async function open(server: RunningServer, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 800, height: 700 } });
  cleanup.push(() => context.close());
  const page = await context.newPage();
  await page.goto(server.createLoginUrl().url);
  return page;
}

const send = async (page: Page, query: string) => {
  await page.fill('#query', query);
  await page.click('form#ask button[type=submit]');
};

describe.skipIf(!hasChromium)(`chatPage${hasChromium ? '' : ` (skipped: no ${chromiumPath}; apt-get install -y chromium)`}`, () => {
  it('should say on the empty page what works without a model, in the browser language', async () => {
    const { server } = await serve();
    const english = await open(server);
    expect(await english.locator('#intro').innerText()).toContain('Without a language model Metnos still answers what it already knows:');
    expect(await english.locator('#intro').innerText()).toContain('the time and the date ("what time is it", "what day is it")');
    expect(await english.getAttribute('#query', 'placeholder')).toBe('Ask something…');
    const italian = await open(server, 'it-IT');
    expect(await italian.locator('#intro').innerText()).toContain('Anche senza un modello linguistico Metnos risponde a ciò che già sa:');
    expect(await italian.locator('html').getAttribute('lang')).toBe('it');
    await send(italian, 'che ore sono');
    await italian.locator('.turn .layer').waitFor();
    expect(await italian.locator('.turn .layer').textContent()).toMatch(/^risposto da L0 in \d+\.\d ms · $/);
    expect(await italian.locator('#intro').isHidden()).toBe(true);
  }, 60_000);

  it('should show a pending request with its text, and a failed one with its text and a way to send it again', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { server } = await serve([async () => (await released, pdfIntent), pdfPlan]);
    const page = await open(server);
    await send(page, 'find the pdf files in docs');
    const pending = page.locator('.turn.pending');
    await pending.waitFor();
    expect(await pending.locator('.query').textContent()).toBe('find the pdf files in docs');
    expect(await pending.locator('.thinking').textContent()).toBe('thinking…');
    expect(await pending.locator('.reply').count()).toBe(0);
    release();
    await page.locator('.turn:not(.pending) .reply').waitFor();
    expect(await page.locator('.turn .reply').textContent()).toBe('Found 1 PDF files.');

    await server.close();
    await send(page, 'what time is it');
    const failed = page.locator('.turn.failed');
    await failed.waitFor();
    expect(await failed.locator('.query').textContent()).toBe('what time is it');
    expect(await failed.locator('.reply').textContent()).toMatch(/^No answer: /);
    expect(await failed.locator('button.again').textContent()).toBe('Send again');
  }, 60_000);

  it('should place the ↺ answer right under the turn it retries', async () => {
    const { server, llm } = await serve([pdfIntent, pdfPlan, pdfPlan]);
    const page = await open(server);
    await send(page, 'find the pdf files in docs');
    await page.locator('.turn[data-layer=planner]').waitFor();
    await send(page, 'what time is it');
    await page.locator('.turn[data-layer=L0]').waitFor();
    await page.locator('.turn').nth(0).locator('button[data-feedback=retry]').click();
    await page.locator('.turn.retry[data-layer]').waitFor();
    const order = await page.locator('.turn').evaluateAll((boxes) => boxes.map((box) => `${box.getAttribute('data-layer')}${box.classList.contains('retry') ? ' (retry)' : ''}`));
    expect(order).toEqual(['planner', 'planner (retry)', 'L0']);
    expect(llm.remaining).toBe(0);
  }, 60_000);

  it('should list the steps that need consent and run exactly that plan when Confirm is pressed', async () => {
    const intent = JSON.stringify({ verb: 'move', object: 'files', keywords: ['archive', 'pdf'] });
    const plan = JSON.stringify({
      steps: [
        { tool: 'find_files', args: { folder: 'docs', extension: 'pdf' } },
        { tool: 'move_files', args: { from_step: 1, destination: 'archive' } },
      ],
      fillers: {},
      final_message: 'Moved ${step2.ok_count} files to the archive.',
    });
    const { server, llm } = await serve([intent, plan]);
    const page = await open(server);
    await send(page, 'move the pdf files to the archive');
    const asked = page.locator('.turn').nth(0);
    await asked.locator('button.confirm').waitFor();
    expect(await asked.locator('.reply').textContent()).toMatch(/\n1\. .*archive/);
    await asked.locator('button.confirm').click();
    await page.locator('.turn.retry .reply').waitFor();
    expect(await page.locator('.turn.retry .reply').textContent()).toBe('Moved 1 files to the archive.');
    expect(await asked.locator('button.confirm').isDisabled()).toBe(true);
    expect(llm.remaining).toBe(0);
  }, 60_000);

  it('should wrap a long query in the chat and in the admin tables instead of widening the page', async () => {
    const { server } = await serve();
    const page = await open(server);
    const long = `what time is it ${'/very/long/path/without/spaces'.repeat(130)}`;
    await send(page, long);
    await page.locator('.turn .meta').waitFor();
    // Evaluated in the page (a string: this project's types have no DOM).
    const chatWidths = (await page.evaluate(
      "({ page: document.documentElement.scrollWidth, window: window.innerWidth, log: document.getElementById('log').scrollWidth, logBox: document.getElementById('log').clientWidth })",
    )) as { page: number; window: number; log: number; logBox: number };
    expect(chatWidths.page).toBeLessThanOrEqual(chatWidths.window);
    expect(chatWidths.log).toBeLessThanOrEqual(chatWidths.logBox);
    await page.goto(`${server.url}/admin/observations`);
    expect(await page.locator('td', { hasText: '/very/long/path' }).count()).toBe(1);
    const adminWidths = (await page.evaluate('({ page: document.documentElement.scrollWidth, window: window.innerWidth })')) as { page: number; window: number };
    expect(adminWidths.page).toBeLessThanOrEqual(adminWidths.window);
  }, 60_000);
});
