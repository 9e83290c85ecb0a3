// `node scripts/time-first-extract-values.mjs [--runs 7] [--no-regexp-tier-up] [package-dir]`: what the first `extractValues` of a fresh
// process costs (the date reader's patterns are compiled on their first run), with and without a date in the
// request, beside the steady cost of the same call, from the built dist/ of the package (this one by default; give
// another checkout's package folder to compare). Anchor of the same process: chrono-node's first and steady parse of
// the dated request. Each run is a fresh `node` process; medians are printed. Asserts nothing. `--no-regexp-tier-up`
// runs the processes as the `metnos` CLI runs (patterns compiled straight to machine code, see its bin/metnos.mjs).
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ options: { runs: { type: 'string', default: '7' }, 'no-regexp-tier-up': { type: 'boolean', default: false } }, allowPositionals: true });
const packageDir = resolve(positionals[0] ?? fileURLToPath(new URL('..', import.meta.url)));
const entry = join(packageDir, 'dist', 'index.js');
const requests = {
  'no date (it)': 'trova i file pdf più grandi nella cartella documenti',
  'no date (en)': 'find the largest pdf files in my documents folder',
  'date (it)': 'ricordami venerdì della settimana prossima dalle 14 alle 16 di chiamare il commercialista',
  'date (en)': 'remind me next Friday from 2pm to 4pm to call the accountant about the Q3 report',
};
const child = `
const { extractValues } = await import(${JSON.stringify(entry)});
const chrono = await import('chrono-node/en');
const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };
const text = process.argv[1];
const time = (run) => { const begin = performance.now(); run(); return performance.now() - begin; };
const first = time(() => extractValues(text, clock));
for (let index = 0; index < 200; index += 1) extractValues(text, clock);
const steady = time(() => { for (let index = 0; index < 100; index += 1) extractValues(text, clock); }) / 100;
const anchorText = 'remind me next Friday from 2pm to 4pm to call the accountant about the Q3 report';
const anchorFirst = time(() => chrono.parse(anchorText, clock.now));
for (let index = 0; index < 200; index += 1) chrono.parse(anchorText, clock.now);
const anchorSteady = time(() => { for (let index = 0; index < 100; index += 1) chrono.parse(anchorText, clock.now); }) / 100;
console.log(JSON.stringify({ first, steady, anchorFirst, anchorSteady }));
`;
const median = (numbers) => [...numbers].sort((left, right) => left - right)[Math.floor(numbers.length / 2)];
const format = (ms) => (ms >= 1 ? `${ms.toFixed(1)} ms` : `${(ms * 1000).toFixed(0)} µs`);
console.log(`${packageDir}, ${values.runs} fresh processes per request${values['no-regexp-tier-up'] ? ' with --no-regexp-tier-up' : ''}, load average ${loadavg()[0].toFixed(1)} at start\n`);
console.log('| request | first call | steady call | chrono-node first parse (anchor) | chrono-node steady parse (anchor) | first / anchor first | steady / anchor steady |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const [label, text] of Object.entries(requests)) {
  const samples = [];
  for (let run = 0; run < Number(values.runs); run += 1) {
    const result = spawnSync(process.execPath, [...(values['no-regexp-tier-up'] ? ['--no-regexp-tier-up'] : []), '--input-type=module', '-e', child, text], { cwd: packageDir, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(result.stderr);
    samples.push(JSON.parse(result.stdout));
  }
  const [first, steady, anchorFirst, anchorSteady] = ['first', 'steady', 'anchorFirst', 'anchorSteady'].map((key) => median(samples.map((sample) => sample[key])));
  console.log(`| ${label} | ${format(first)} | ${format(steady)} | ${format(anchorFirst)} | ${format(anchorSteady)} | ${(first / anchorFirst).toFixed(1)}× | ${(steady / anchorSteady).toFixed(1)}× |`);
}
console.log(`\nload average ${loadavg()[0].toFixed(1)} at end`);
