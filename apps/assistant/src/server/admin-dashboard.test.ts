import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScriptedLlmProvider } from '@metnos/testing';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistant } from '../cascade/create-assistant';
import { defaultAssistantConfig } from '../settings/default-assistant-config';
import { loadServerSecret } from '../settings/load-server-secret';
import { startServer } from './start-server';
import { pdfIntent, pdfPlan } from '../__fixtures__/pdf-scripts';

// Debian's chromium, driven by playwright-core; the whole file skips, saying so, where it is not installed.
const chromiumPath = '/usr/bin/chromium';
const hasChromium = existsSync(chromiumPath);

let browser: Browser;
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

describe.skipIf(!hasChromium)(`admin dashboard${hasChromium ? '' : ` (skipped: no ${chromiumPath}; apt-get install -y chromium)`}`, () => {
  it('should open /admin on charts of the assistant learning, each with its table, whose figures are the store’s', async () => {
    const base = mkdtempSync(join(tmpdir(), 'metnos-dashboard-'));
    mkdirSync(join(base, 'files', 'docs'), { recursive: true });
    writeFileSync(join(base, 'files', 'docs', 'a.pdf'), 'A');
    const config = defaultAssistantConfig();
    config.praxis.single_step_planner = false;
    config.vaglio.path_allowlist = [join(base, 'files')];
    const dataDir = join(base, 'data');
    // The plan twice in a row (planner, then the promoted skill), the time from memory, and a request no model can plan.
    const assistant = await createAssistant({ config, dataDir, llm: new ScriptedLlmProvider([pdfIntent, pdfPlan]) });
    const server = await startServer(assistant, { host: '127.0.0.1', port: 0, secret: loadServerSecret({ dataDir }).value });
    const context = await browser.newContext({ viewport: { width: 900, height: 800 } });
    try {
      const turns = [await assistant.ask('find the pdf files in docs'), await assistant.ask('find the pdf files in docs'), await assistant.ask('what time is it'), await assistant.ask('book a table for two tonight')];
      expect(turns.map((turn) => turn.layer)).toEqual(['planner', 'skill', 'L0', 'aporia']);

      const page = await context.newPage();
      const problems: string[] = [];
      // Nothing refused by the page's policy, nothing missing but the favicon the browser asks for on its own.
      const missing: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
      });
      page.on('response', (answer) => {
        if (answer.status() >= 400 && new URL(answer.url()).pathname !== '/favicon.ico') missing.push(answer.url());
      });
      await page.goto(server.createLoginUrl().url);
      const response = await page.goto(new URL('/admin', server.url).href);
      expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
      expect(await page.locator('body').innerText()).toContain('answered from memory');

      // Five charts, drawn: each has a visible box and bars, and a table of its figures.
      const charts = page.locator('svg.chart');
      expect(await charts.count()).toBe(5);
      for (const chart of await charts.all()) {
        const box = await chart.boundingBox();
        expect(box?.width).toBeGreaterThan(300);
        expect(box?.height).toBeGreaterThan(80);
        expect(await chart.locator('rect.bar').count()).toBeGreaterThan(0);
        expect(await page.locator(`table[data-chart="${await chart.getAttribute('id')}"] tbody tr, table[data-chart="${await chart.getAttribute('id')}"] tr`).count()).toBeGreaterThan(1);
      }
      const drawn = await page.locator('#chart-answered-by rect.bar').evaluateAll((bars) => bars.filter((bar) => Number(bar.getAttribute('height')) > 0).length);
      expect(drawn).toBe(4);

      // The figures are the store's: today's row of each table against the observations and the change log.
      const observations = assistant.listObservations({ limit: 100 });
      const today = assistant.learningStats({ days: 1 }).days[0]?.day.slice(5) as string;
      const row = async (chart: string) => (await page.locator(`table[data-chart="${chart}"] tr`).filter({ has: page.locator(`th:text-is("${today}")`) }).locator('td').allInnerTexts());
      const share = (layer: string) => `${Math.round((observations.filter((observation) => observation.layer === layer).length / observations.length) * 1000) / 10}%`;
      expect(await row('chart-answered-by')).toEqual(['L0', 'L1', 'L2', 'skill', 'single_step', 'planner', 'aporia'].map(share));
      const calls = observations.reduce((sum, observation) => sum + (observation.llmCalls ?? 0), 0);
      expect(calls).toBe(turns.reduce((sum, turn) => sum + turn.llmCalls, 0));
      // Avoided: the skill and L0 turns each save the planner turn's calls (2), less the ones they made (0).
      expect(await row('chart-llm-calls')).toEqual([String(calls), String(2 * 2)]);
      const promoted = assistant.listChanges({ limit: 100 }).filter((change) => change.kind === 'skill_active').length;
      expect(promoted).toBe(1);
      expect(await row('chart-skills')).toEqual([String(promoted), '0', '0']);
      expect(await row('chart-aporiae')).toEqual([String(assistant.listAporiae().length)]);
      expect(await page.locator('[data-figure="turns"]').innerText()).toBe(String(assistant.countObservations()));
      const planner = observations.find((observation) => observation.layer === 'planner');
      expect(await page.locator('table[data-chart="chart-latency"] tr').filter({ hasText: 'planner' }).locator('td').first().innerText()).toBe(`${Math.round((planner?.totalMs ?? 0) * 10) / 10} ms`);
      expect(problems).toEqual([]);
      expect(missing).toEqual([]);

      // The same figures as JSON.
      const api = await page.request.get(new URL('/api/stats?days=14', server.url).href);
      expect(await api.json()).toEqual(JSON.parse(JSON.stringify(assistant.learningStats({ days: 14 }))));
    } finally {
      await context.close();
      await server.close();
      assistant.close();
      rmSync(base, { recursive: true, force: true });
    }
  }, 60_000);
});
