#!/usr/bin/env node
// What importing each published package costs a consumer: the wall time of `node -e "await import(pkg)"` over a
// bare `node -e ""` (median of N runs each, interleaved, from the built dist/ a consumer gets), and which heavy
// dependencies (native addons, big parsers) are loaded by the import alone. Build first (`pnpm build`).
// Usage: node scripts/measure-import-cost.mjs [runs=7] [--json]
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// a plain consumer's node: no inherited --conditions (a test runner's @metnos/source would load src/*.ts)
const environment = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_OPTIONS'));
/** Dependencies that must load on first use only, never at import (unless the package's main job is them). */
export const heavyModules = ['onnxruntime-node', 'node-llama-cpp', 'chrono-node', 'ajv', 'better-sqlite3', '@huggingface/tokenizers'];

/** `{ name, entry }` of every published package's main ESM entry (dist/index.js). */
export function publishedEntries() {
  return readdirSync(join(root, 'packages'))
    .filter((folder) => folder !== 'testing' && existsSync(join(root, 'packages', folder, 'package.json')))
    .sort()
    .map((folder) => {
      const manifest = JSON.parse(readFileSync(join(root, 'packages', folder, 'package.json'), 'utf8'));
      return { name: manifest.name, folder, entry: join(root, 'packages', folder, manifest.exports['.'].import.default) };
    });
}

// Records every module URL the import resolves, in a hooks thread, and prints the heavy ones found.
const hooks = `let port; export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) { const result = await next(specifier, context); port.postMessage(result.url); return result; }`;
const detector = (entry) => `
import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
const { port1, port2 } = new MessageChannel();
const seen = new Set();
port1.on('message', (url) => seen.add(url));
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hooks)}), { data: { port: port2 }, transferList: [port2] });
await import(${JSON.stringify(pathToFileURL(entry).href)});
await new Promise((resolve) => setTimeout(resolve, 50));
const heavy = ${JSON.stringify(heavyModules)}.filter((name) => [...seen].some((url) => url.includes('/node_modules/' + name + '/')));
console.log(JSON.stringify(heavy));
process.exit(0);`;

/** The heavy modules that importing `entry` loads. */
export function heavyModulesLoadedBy(entry) {
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', detector(entry)], { cwd: root, encoding: 'utf8', env: environment }).trim().split('\n').at(-1));
}

function wallMs(args) {
  const start = process.hrtime.bigint();
  execFileSync(process.execPath, args, { cwd: root, stdio: 'ignore', env: environment });
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 7);
  const entries = publishedEntries();
  const bare = [];
  const times = new Map(entries.map(({ name }) => [name, []]));
  for (let run = 0; run < runs; run += 1) {
    bare.push(wallMs(['--input-type=module', '-e', '']));
    for (const { name, entry } of entries) times.get(name).push(wallMs(['--input-type=module', '-e', `await import(${JSON.stringify(pathToFileURL(entry).href)})`]));
  }
  const bareMs = median(bare);
  const rows = entries.map(({ name, entry }) => ({ name, overBareMs: Math.round(median(times.get(name)) - bareMs), heavy: heavyModulesLoadedBy(entry) }));
  if (process.argv.includes('--json')) console.log(JSON.stringify({ bareMs: Math.round(bareMs), runs, rows }));
  else {
    console.log(`bare node start: ${Math.round(bareMs)} ms (median of ${runs}); load average ${(await import('node:os')).loadavg()[0].toFixed(1)}`);
    console.log('| package | import cost over a bare node start (ms, median) | heavy modules loaded at import |');
    console.log('| --- | ---: | --- |');
    for (const row of rows) console.log(`| ${row.name} | ${row.overBareMs} | ${row.heavy.join(', ') || '—'} |`);
  }
}
