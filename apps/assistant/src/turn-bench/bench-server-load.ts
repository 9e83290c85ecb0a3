// `pnpm bench:server-load [--clients 20] [--seconds 10] [--sequential 60]`: a warm `metnos serve` under load, on
// loopback only. Starts an assistant (no language model: the answers come from L0, the single-step planner, the
// skills and L1 it learns, and Aporia) on a throw-away data folder, sends a mix of requests until each is served by
// memory, then measures: sequential turns (p50 per answering layer) and `--clients` concurrent clients for a fixed
// `--seconds` (turns/s, p50, p99, errors). Anchor of the same run: a bare node:http server answering `{}` under the
// same clients. Prints Markdown for the README; asserts nothing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Agent, request } from 'undici';
import { createAssistant } from '../cascade/create-assistant';
import { startServer } from '../server/start-server';
import { defaultAssistantConfig } from '../settings/default-assistant-config';
import { loadServerSecret } from '../settings/load-server-secret';

const { values } = parseArgs({ options: { clients: { type: 'string', default: '20' }, seconds: { type: 'string', default: '10' }, sequential: { type: 'string', default: '60' } } });
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const sequentialTurns = Number(values.sequential);
const requests = ['what time is it', "che ore sono?", 'che giorno è domani', 'trova i pdf nei documenti', 'find the pdf files in docs', 'che tempo fa domani a Roma?'];

const base = mkdtempSync(join(tmpdir(), 'metnos-server-load-'));
const files = join(base, 'files');
mkdirSync(join(files, 'docs'), { recursive: true });
writeFileSync(join(files, 'docs', 'a.pdf'), 'A');
const config = defaultAssistantConfig();
config.vaglio.path_allowlist = [files];
const dataDir = join(base, 'data');
const assistant = await createAssistant({ config, dataDir, llm: null });
const secret = loadServerSecret({ dataDir }).value;
const server = await startServer(assistant, { host: '127.0.0.1', port: 0, secret, log: () => {} });
const dispatcher = new Agent({ connections: clients + 2, pipelining: 1 });

async function ask(url: string, query: string): Promise<{ ms: number; layer: string; ok: boolean }> {
  const begin = performance.now();
  const response = await request(`${url}/api/ask`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query }),
    dispatcher,
  });
  const body = (await response.body.json()) as { layer?: string };
  return { ms: performance.now() - begin, layer: body.layer ?? 'none', ok: response.statusCode === 200 };
}

const percentile = (numbers: number[], fraction: number) => {
  const sorted = [...numbers].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
};

async function load(url: string, send: (url: string, query: string) => Promise<{ ms: number; ok: boolean }>) {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let turn = client; performance.now() < until; turn += 1) {
        try {
          const result = await send(url, requests[turn % requests.length]!);
          latencies.push(result.ms);
          if (!result.ok) errors += 1;
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return { turnsPerSecond: latencies.length / seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), errors, turns: latencies.length };
}

try {
  const loadBefore = loadavg()[0]!;
  // Teaching: each request a few times, so skills and L1 rows reach their thresholds.
  for (let pass = 0; pass < 5; pass += 1) for (const query of requests) await ask(server.url, query);
  const byLayer = new Map<string, number[]>();
  for (let turn = 0; turn < sequentialTurns; turn += 1) {
    const result = await ask(server.url, requests[turn % requests.length]!);
    byLayer.set(result.layer, [...(byLayer.get(result.layer) ?? []), result.ms]);
  }
  const loaded = await load(server.url, ask);
  // Anchor: a bare node:http server under the same clients and duration.
  const bare = createServer((_, response) => response.setHeader('content-type', 'application/json').end('{}'));
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
  const anchor = await load(bareUrl, async (url) => {
    const begin = performance.now();
    const response = await request(url, { method: 'POST', body: '{}', dispatcher });
    await response.body.json();
    return { ms: performance.now() - begin, ok: response.statusCode === 200 };
  });
  bare.close();
  console.log(`Load average ${loadBefore.toFixed(2)} → ${loadavg()[0]!.toFixed(2)} on ${cpus().length} CPUs; ${new Date().toISOString().slice(0, 10)}; no language model.\n`);
  console.log('| sequential, by answering layer | turns | p50 | p99 |');
  console.log('|---|---|---|---|');
  for (const [layer, latencies] of [...byLayer].sort()) console.log(`| ${layer} | ${latencies.length} | ${percentile(latencies, 0.5).toFixed(2)} ms | ${percentile(latencies, 0.99).toFixed(2)} ms |`);
  console.log(`\n| ${clients} clients × ${seconds} s | turns/s | p50 | p99 | errors |`);
  console.log('|---|---|---|---|---|');
  console.log(`| metnos serve, /api/ask (mix above) | ${loaded.turnsPerSecond.toFixed(0)} | ${loaded.p50.toFixed(1)} ms | ${loaded.p99.toFixed(1)} ms | ${loaded.errors} of ${loaded.turns} |`);
  console.log(`| anchor: bare node:http answering {} | ${anchor.turnsPerSecond.toFixed(0)} | ${anchor.p50.toFixed(2)} ms | ${anchor.p99.toFixed(2)} ms | ${anchor.errors} of ${anchor.turns} |`);
} finally {
  await server.close();
  assistant.close();
  await dispatcher.close();
  rmSync(base, { recursive: true, force: true });
}
