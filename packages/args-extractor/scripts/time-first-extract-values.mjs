// `node scripts/time-first-extract-values.mjs [--runs 7] [--no-regexp-tier-up] [--cue-table] [--time-zone Europe/Rome] [package-dir]`:
// what the first `extractValues` of a fresh process costs (the date reader's patterns are compiled on their first
// run), for requests with and without a date (the CLI turns' requests of the assistant's `bench:turns` among them),
// beside the steady cost of the same call, from the built dist/ of the package (this one by default; give another
// checkout's package folder to compare). Each run is a fresh `node` process; medians are printed, wall and CPU time
// (user + system of the process during the call, which moves less with the machine's load). Anchors of the same run:
// chrono-node's first and steady parse of a dated request in the same process, and `node -e 0` (wall, interleaved).
// Asserts nothing. `--no-regexp-tier-up` runs the processes as the `metnos` CLI runs (patterns compiled straight to
// machine code, see its bin/metnos.mjs); `--cue-table` hands each process the date rules' cues worked out beforehand
// (`temporalRuleCueTable()` of the same dist, as the CLI's build defines `__METNOS_TEMPORAL_RULE_CUES__`), so the
// first call does not read every rule's pattern; `--time-zone UTC` reads as fast-path's lemma form does.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    'no-regexp-tier-up': { type: 'boolean', default: false },
    'cue-table': { type: 'boolean', default: false },
    'time-zone': { type: 'string', default: 'Europe/Rome' },
  },
  allowPositionals: true,
});
const packageDir = resolve(positionals[0] ?? fileURLToPath(new URL('..', import.meta.url)));
const entry = join(packageDir, 'dist', 'index.js');
const requests = {
  'no date (it)': 'trova i file pdf più grandi nella cartella documenti',
  'no date (en)': 'find the largest pdf files in my documents folder',
  'date (it)': 'ricordami venerdì della settimana prossima dalle 14 alle 16 di chiamare il commercialista',
  'date (en)': 'remind me next Friday from 2pm to 4pm to call the accountant about the Q3 report',
  'reminder with a weekday and an hour (en)': 'remind me to call Luca on Friday at 9',
  'first-lookup bench, a miss (en)': 'water the plants on the balcony',
  'CLI L0 (en)': 'what time is it',
  'CLI L1 (en)': 'find the pdf files from anna about the budget',
  'CLI L2 (en)': 'what time is it and what day is tomorrow',
  'CLI skill (it)': 'che giorno è domani',
  'CLI single step (it)': 'che ore sono a Tokyo',
  'CLI Aporia (it)': 'trova i pdf nei documenti',
};
let cueFile;
if (values['cue-table']) {
  const { temporalRuleCueTable } = await import(pathToFileURL(join(packageDir, 'dist', 'internal.js')).href);
  cueFile = join(mkdtempSync(join(tmpdir(), 'metnos-cues-')), 'temporal-rule-cues.json');
  writeFileSync(cueFile, JSON.stringify(temporalRuleCueTable()));
}
const child = `
const [text, zone, cueFile] = process.argv.slice(1);
if (cueFile !== '') globalThis.__METNOS_TEMPORAL_RULE_CUES__ = JSON.parse((await import('node:fs')).readFileSync(cueFile, 'utf8'));
const { extractValues } = await import(${JSON.stringify(entry)});
const chrono = await import('chrono-node/en');
const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: zone };
const time = (run) => { const begin = performance.now(); run(); return performance.now() - begin; };
const cpu = process.cpuUsage();
const first = time(() => extractValues(text, clock));
const { user, system } = process.cpuUsage(cpu);
for (let index = 0; index < 200; index += 1) extractValues(text, clock);
const steady = time(() => { for (let index = 0; index < 100; index += 1) extractValues(text, clock); }) / 100;
const anchorText = 'remind me next Friday from 2pm to 4pm to call the accountant about the Q3 report';
const anchorFirst = time(() => chrono.parse(anchorText, clock.now));
for (let index = 0; index < 200; index += 1) chrono.parse(anchorText, clock.now);
const anchorSteady = time(() => { for (let index = 0; index < 100; index += 1) chrono.parse(anchorText, clock.now); }) / 100;
console.log(JSON.stringify({ first, firstCpu: (user + system) / 1000, steady, anchorFirst, anchorSteady }));
`;
const median = (numbers) => [...numbers].sort((left, right) => left - right)[Math.floor(numbers.length / 2)];
const format = (ms) => (ms >= 1 ? `${ms.toFixed(1)} ms` : `${(ms * 1000).toFixed(0)} µs`);
const nodeAnchor = [];
console.log(`${packageDir}, ${values.runs} fresh processes per request${values['no-regexp-tier-up'] ? ' with --no-regexp-tier-up' : ''}${cueFile === undefined ? '' : ', cue table handed over'}, time zone ${values['time-zone']}, load average ${loadavg()[0].toFixed(1)} at start\n`);
const rows = [];
for (const [label, text] of Object.entries(requests)) {
  const samples = [];
  for (let run = 0; run < Number(values.runs); run += 1) {
    const result = spawnSync(process.execPath, [...(values['no-regexp-tier-up'] ? ['--no-regexp-tier-up'] : []), '--input-type=module', '-e', child, text, values['time-zone'], cueFile ?? ''], { cwd: packageDir, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(result.stderr);
    samples.push(JSON.parse(result.stdout));
    const begin = performance.now();
    spawnSync(process.execPath, ['-e', '0']);
    nodeAnchor.push(performance.now() - begin);
  }
  const [first, firstCpu, steady, anchorFirst, anchorSteady] = ['first', 'firstCpu', 'steady', 'anchorFirst', 'anchorSteady'].map((key) => median(samples.map((sample) => sample[key])));
  rows.push({ label, first, firstCpu, steady, anchorFirst, anchorSteady });
}
const node = median(nodeAnchor);
console.log('| request | first call, wall | first call, CPU | steady call | chrono-node first parse (anchor) | chrono-node steady parse (anchor) | first / anchor first | first ÷ `node -e 0` | steady / anchor steady |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const { label, first, firstCpu, steady, anchorFirst, anchorSteady } of rows) {
  console.log(`| ${label} | ${format(first)} | ${format(firstCpu)} | ${format(steady)} | ${format(anchorFirst)} | ${format(anchorSteady)} | ${(first / anchorFirst).toFixed(2)}× | ${(first / node).toFixed(2)}× | ${(steady / anchorSteady).toFixed(1)}× |`);
}
console.log(`\nanchor \`node -e 0\`: ${format(node)} wall (median of ${nodeAnchor.length}, interleaved); load average ${loadavg()[0].toFixed(1)} at end`);
