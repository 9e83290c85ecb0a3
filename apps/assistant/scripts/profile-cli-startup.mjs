// `node scripts/profile-cli-startup.mjs [--runs 3] [--rows 10000] [--first-open] [request ...]`: what a fresh
// `metnos ask` spends its time on, per answering layer, with a learned store. A throw-away data folder gets a Praxis
// file of `--rows` L1 rows and one L2 path (`pnpm seed:learned-store`), L2 enabled and no language model; one skill is
// taught, then `metnos promote` runs (the nightly job, which saves L1's index) and the data folder is kept as a
// snapshot that is restored before every measured process, so each one meets the same store (a single-step request
// stays single step). A restored file is a new file to the stores' integrity check, so an unmeasured `metnos skills`
// then opens and closes the stores: the measured turn meets them as the previous CLI command left them, as on every
// turn but the first of a day (`openCheckedStore`). `--first-open` leaves that out: each measured turn runs the check.
// Each request runs `--runs` times with `--cpu-prof`, and each sample's self time is attributed to the source
// it came from (the bundle's source maps: workspace package and folder, or npm package). Anchor of the same run:
// `node -e 0` (wall and CPU). Prints Markdown tables for the README; asserts nothing. CPU time (user + system) is
// reported beside wall time because it moves far less with the machine's load.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ options: { runs: { type: 'string', default: '3' }, rows: { type: 'string', default: '10000' }, 'first-open': { type: 'boolean', default: false } }, allowPositionals: true });
/** One request per answering layer without a model, and the layer each must be answered by. */
const layerRequests = [
  ['L0', 'what time is it'],
  ['L1', 'find the pdf files from anna about the budget'],
  ['L2', 'what time is it and what day is tomorrow'],
  ['skill', 'che giorno è domani'],
  ['single_step', 'che ore sono a Tokyo'],
  ['aporia', 'trova i pdf nei documenti'],
];
const requests = positionals.length > 0 ? positionals.map((request) => ['?', request]) : layerRequests;
const runs = Number(values.runs);
const appDirectory = fileURLToPath(new URL('..', import.meta.url));
const bin = join(appDirectory, 'bin', 'metnos.mjs');
const folder = mkdtempSync(join(tmpdir(), 'metnos-startup-'));
const dataDir = join(folder, 'data');
const snapshot = join(folder, 'snapshot');
const config = join(folder, 'config.toml');
writeFileSync(config, `[storage]\ndata_dir = ${JSON.stringify(dataDir)}\n[multi_tool_fast_path]\nenabled = true\n[llm]\nprovider = "none"\n`);
// Prints this process's CPU time at exit (preloaded into every measured process).
const cpuProbe = join(folder, 'cpu-probe.cjs');
writeFileSync(cpuProbe, "process.on('exit', () => { const { user, system } = process.cpuUsage(); process.stderr.write(`\\ncpu-ms ${(user + system) / 1000}\\n`); });\n");
const env = { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('METNOS_'))), METNOS_CONFIG: config, HOME: folder };

const measure = (args, profileDir) => {
  const begin = performance.now();
  const result = spawnSync(process.execPath, ['-r', cpuProbe, ...(profileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]), ...args], { env, encoding: 'utf8' });
  const wall = performance.now() - begin;
  const cpu = Number(/cpu-ms ([\d.]+)/u.exec(result.stderr)?.[1] ?? Number.NaN);
  return { wall, cpu, stdout: result.stdout, stderr: result.stderr };
};
const median = (numbers) => [...numbers].sort((left, right) => left - right)[Math.floor(numbers.length / 2)];

// Set-up (not measured): the learned store, a skill taught by one single-step turn, the nightly job; built dist/ if needed.
mkdirSync(dataDir, { recursive: true });
const seeded = spawnSync(process.execPath, ['--conditions=@metnos/source', '--import', 'tsx', 'src/turn-bench/seed-learned-store.ts', join(dataDir, 'praxis.sqlite'), '--rows', values.rows], { cwd: appDirectory, encoding: 'utf8' });
if (seeded.status !== 0) throw new Error(`cannot seed the store: ${seeded.stderr}`);
for (const args of [['ask', 'what time is it'], ['ask', 'che giorno è domani'], ['promote']]) {
  const result = measure([bin, ...args]);
  if (/exited|Error/u.test(result.stderr) && !result.stdout) throw new Error(`metnos ${args.join(' ')}: ${result.stderr}`);
}
cpSync(dataDir, snapshot, { recursive: true });
const restore = () => {
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(snapshot, dataDir, { recursive: true });
  // The stores as a previous command leaves them: checked (see the header).
  if (!values['first-open']) measure([bin, 'skills']);
};

const loadBefore = loadavg()[0];
const anchors = [];
const rows = [];
const byGroup = new Map();
for (let run = 0; run < runs; run += 1) anchors.push(measure(['-e', '0']));
for (const [layer, request] of requests) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const profileDir = join(folder, `profile-${rows.length}-${run}`);
    restore();
    anchors.push(measure(['-e', '0']));
    const sample = measure([bin, 'ask', request], profileDir);
    samples.push(sample);
    for (const [group, ms] of attribute(profileDir)) {
      const key = `${request}\u0000${group}`;
      byGroup.set(key, [...(byGroup.get(key) ?? []), ms]);
    }
  }
  const status = /^\[[^\]]*turn [^\]]*\].*$/mu.exec(samples.at(-1).stdout + samples.at(-1).stderr)?.[0].replace(/ · turn [0-9a-f-]+/u, '') ?? '?';
  const answered = /^\[([^ ·\]]+)/u.exec(status)?.[1] ?? '?';
  if (layer !== '?' && answered !== layer) console.error(`warning: "${request}" was answered by ${answered}, not ${layer}`);
  rows.push({ layer, request, wall: median(samples.map((sample) => sample.wall)), cpu: median(samples.map((sample) => sample.cpu)), status });
}
const anchorWall = median(anchors.map((anchor) => anchor.wall));
const anchorCpu = median(anchors.map((anchor) => anchor.cpu));
console.log(`Load average ${loadBefore.toFixed(2)} → ${loadavg()[0].toFixed(2)} on ${cpus().length} CPUs; ${values.rows} learned L1 rows; ${values['first-open'] ? 'stores checked at every open (--first-open)' : 'stores as the previous command left them'}; medians of ${runs} fresh processes; ${new Date().toISOString().slice(0, 10)}. Anchor \`node -e 0\` (${anchors.length} runs, interleaved): wall ${anchorWall.toFixed(0)} ms, CPU ${anchorCpu.toFixed(0)} ms.\n`);
console.log('| layer | request | wall | wall ÷ `node -e 0` | target (3× + 200 ms) | CPU | CPU ÷ `node -e 0` | turn line |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${row.layer} | ${row.request} | ${row.wall.toFixed(0)} ms | ${(row.wall / anchorWall).toFixed(1)}× | ${(3 * anchorWall + 200).toFixed(0)} ms | ${row.cpu.toFixed(0)} ms | ${(row.cpu / anchorCpu).toFixed(1)}× | ${row.status.replace(/\|/gu, '\\|')} |`);
}
for (const { request } of rows) {
  console.log(`\nCPU self time by source, \`metnos ask "${request}"\` (median ms; top 14):\n`);
  console.log('| source | ms |');
  console.log('|---|---|');
  const groups = [...byGroup].filter(([key]) => key.startsWith(`${request}\u0000`)).map(([key, list]) => [key.split('\u0000')[1], median(list)]);
  for (const [group, ms] of groups.sort((left, right) => right[1] - left[1]).slice(0, 14)) console.log(`| ${group} | ${ms.toFixed(0)} |`);
}
rmSync(folder, { recursive: true, force: true });

/** Self time (ms) per source group of the CPU profiles in `profileDir`. */
function attribute(profileDir) {
  const totals = new Map();
  const maps = new Map();
  for (const file of readdirSync(profileDir)) {
    const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8'));
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, index) => {
      const frame = nodes.get(id).callFrame;
      const group = groupOf(frame, maps);
      totals.set(group, (totals.get(group) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    });
  }
  return totals;
}

function groupOf(frame, maps) {
  if (['(idle)', '(garbage collector)', '(program)'].includes(frame.functionName)) return frame.functionName;
  if (frame.url === '') return '(native)';
  if (frame.url.startsWith('node:')) return `node:${frame.url.slice(5).split('/')[0]} (Node's own modules: loading, fs, …)`;
  if (!frame.url.includes('/dist/')) return sourceGroup(frame.url);
  let map = maps.get(frame.url);
  if (map === undefined) {
    try {
      map = decodeSourceMap(JSON.parse(readFileSync(new URL(`${frame.url}.map`), 'utf8')));
    } catch {
      map = null;
    }
    maps.set(frame.url, map);
  }
  const source = map === null ? undefined : map.sourceAt(frame.lineNumber, frame.columnNumber);
  return source === undefined ? 'bundle (unmapped)' : sourceGroup(source);
}

function sourceGroup(source) {
  const pnpm = /node_modules\/\.pnpm\/([^/]+)\//u.exec(source) ?? /node_modules\/((?:@[^/]+\/)?[^/]+)/u.exec(source);
  if (pnpm !== null) return pnpm[1].replace(/@[\d.]+.*$/u, '').replace(/^@([^+]+)\+/u, '@$1/');
  const workspace = /packages\/([^/]+)\/src\/(?:([^/.]+)\/)?/u.exec(source);
  if (workspace !== null) return `@metnos/${workspace[1]}${workspace[2] === undefined ? '' : `/${workspace[2]}`}`;
  const app = /src\/([^/.]+)(?:\/([^/.]+)\/)?/u.exec(source);
  if (app !== null) return `assistant/${app[1]}${app[2] === undefined ? '' : `/${app[2]}`}`;
  return source;
}

/** A minimal source map v3 reader: the source of a generated (0-based) line and column. */
function decodeSourceMap(map) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const lines = map.mappings.split(';');
  const decoded = [];
  let source = 0;
  for (const line of lines) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const character of segment) {
        const digit = alphabet.indexOf(character);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    decoded.push(segments);
  }
  return {
    sourceAt(line, column) {
      const segments = decoded[line] ?? [];
      let found;
      for (const [start, index] of segments) {
        if (start > column) break;
        found = index;
      }
      return found === undefined || found < 0 ? undefined : map.sources[found];
    },
  };
}
