import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig } from '@metnos/core';
import { ScriptedLlmProvider } from '@metnos/testing';
import { chromium } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Assistant } from '../cascade/assistant';
import { createAssistant } from '../cascade/create-assistant';
import { startServer, type RunningServer } from './start-server';

const chromiumPath = '/usr/bin/chromium';
const pdfIntent = JSON.stringify({ verb: 'find', object: 'files', keywords: ['pdf'] });
const pdfPlan = JSON.stringify({ steps: [{ tool: 'find_files', args: { folder: 'docs', extension: 'pdf' } }], fillers: {}, final_message: 'Found ${step1.count} PDF files.' });

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function serve(llm: ScriptedLlmProvider): Promise<{ assistant: Assistant; server: RunningServer }> {
  const base = mkdtempSync(join(tmpdir(), 'metnos-serve-'));
  mkdirSync(join(base, 'files', 'docs'), { recursive: true });
  writeFileSync(join(base, 'files', 'docs', 'a.pdf'), 'A');
  const config = defaultConfig();
  config.vaglio.path_allowlist = [join(base, 'files')];
  const assistant = await createAssistant({ config, dataDir: join(base, 'data'), llm });
  const server = await startServer(assistant, { host: '127.0.0.1', port: 0 });
  cleanup.push(async () => {
    await server.close();
    assistant.close();
  });
  return { assistant, server };
}

const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('startServer', () => {
  it('should answer the JSON API and reject bad requests', async () => {
    const { server } = await serve(new ScriptedLlmProvider());
    const answer = await post(`${server.url}/api/ask`, { query: 'what time is it' });
    expect(answer.status).toBe(200);
    const turn = (await answer.json()) as { layer: string; turnId: string; timings: unknown[] };
    expect(turn.layer).toBe('L0');
    expect((await post(`${server.url}/api/ask`, '{nope')).status).toBe(400);
    expect((await post(`${server.url}/api/ask`, { query: '' })).status).toBe(400);
    expect((await post(`${server.url}/api/feedback`, { turnId: turn.turnId, feedback: 'maybe' })).status).toBe(400);
    expect((await post(`${server.url}/api/feedback`, { turnId: 'unknown', feedback: 'up' })).status).toBe(404);
    expect((await post(`${server.url}/api/feedback`, { turnId: turn.turnId, feedback: 'up' })).status).toBe(200);
    expect(await (await fetch(`${server.url}/api/observations`)).json()).toMatchObject({ total: 1, observations: [{ turnId: turn.turnId, feedback: 'up', layer: 'L0' }] });
    expect(await (await fetch(`${server.url}/api/skills`)).json()).toEqual([]);
    expect((await fetch(`${server.url}/nowhere`)).status).toBe(404);
  });

  it('should HTML-escape what users typed on the admin pages', async () => {
    const { server } = await serve(new ScriptedLlmProvider());
    await post(`${server.url}/api/ask`, { query: 'what time is it <script>alert(1)</script>' });
    const html = await (await fetch(`${server.url}/admin/observations`)).text();
    expect(html).toContain('what time is it &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('observations (<span data-count="observations">1</span>)');
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
    await page.goto(server.url);
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
  }, 60_000);
});
