// `pnpm bench:server-load [--rows 10000] [--clients 20] [--seconds 10] [--sequential 90] [--active-turns N] [--profile <folder>]`: a warm
// `metnos serve` under load, on loopback only. Seeds a Praxis store with `--rows` learned L1 rows (distinct synthetic
// requests, count 3, and the saved L1 index the assistant would build), starts `metnos serve` on 127.0.0.1:0 in a
// child process (the built CLI, no language model), teaches the skill requests, then measures: sequential turns
// (p50/p99 per answering layer) and `--clients` concurrent clients for `--seconds` on a mix of L0, L1 and skill
// requests (turns/s, p50/p99 per layer, errors, the server's CPU ms per turn). Anchor of the same run: a bare
// node:http server in its own process answering a body of the same size, sequentially and under the same clients.
// `--active-turns` sets the server's `[server] active_turns` (its turn gate; default the config's). `--profile` writes
// the server's CPU profile (`node --cpu-prof`) into the folder and prints its heaviest functions. Prints Markdown
// for the README; asserts nothing. Every request goes to 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createHashedEmbedder } from '@metnos/embedder';
import { canonicalizeQuery } from '@metnos/fast-path';
import { createPraxisStore, openDatabase } from '@metnos/praxis-store';
import { Agent, request } from 'undici';
import { createFastPathLayers } from '../cascade/create-fast-path-layers';
import { defaultAssistantConfig } from '../settings/default-assistant-config';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    clients: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    sequential: { type: 'string', default: '90' },
    profile: { type: 'string' },
    'active-turns': { type: 'string' },
  },
});
const rows = Number(values.rows);
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const sequentialTurns = Number(values.sequential);
const appDir = fileURLToPath(new URL('../..', import.meta.url));

const verbs = ['find', 'show', 'list', 'look for', 'search'];
const people = ['anna', 'luca', 'marta', 'paolo', 'giulia', 'marco', 'sara', 'pietro', 'elena', 'franco', 'chiara', 'davide', 'irene', 'nicola', 'laura', 'stefano', 'silvia', 'matteo', 'alessia', 'giorgio'];
const topics = ['budget', 'garden', 'holiday', 'school', 'taxes', 'wedding', 'car', 'house', 'clinic', 'bank', 'gym', 'concert', 'project', 'lease', 'insurance', 'recipes', 'travel', 'office', 'family', 'dentist', 'mortgage', 'pension', 'salary', 'renovation', 'birthday', 'conference', 'course', 'thesis', 'contract', 'hotel', 'flight', 'train', 'museum', 'library', 'club', 'charity', 'market', 'farm', 'studio', 'shop'];
const kinds = ['notes', 'invoices', 'drafts', 'slides', 'letters'];
/** The `index`-th learned request (distinct below 20,000). */
const learnedRequest = (index: number): string =>
  `${verbs[index % 5]!} the ${kinds[Math.floor(index / 5) % 5]!} from ${people[Math.floor(index / 25) % 20]!} about the ${topics[Math.floor(index / 500) % 40]!}`;

const base = mkdtempSync(join(tmpdir(), 'metnos-server-load-'));
const files = join(base, 'files');
mkdirSync(join(files, 'docs'), { recursive: true });
writeFileSync(join(files, 'docs', 'a.pdf'), 'A');
const dataDir = join(base, 'data', 'metnos');
mkdirSync(dataDir, { recursive: true, mode: 0o700 });
const config = defaultAssistantConfig();
const embedder = createHashedEmbedder({ dimension: config.embedder.dimension });

/** Writes `count` L1 rows (count 3, tool find_files on the bench folder) and the saved L1 index, as the assistant would. */
async function seed(count: number): Promise<boolean> {
  const filename = join(dataDir, 'praxis.sqlite');
  createPraxisStore({ filename }).close();
  const database = openDatabase(filename);
  const now = new Date().toISOString();
  database.prepare('INSERT OR IGNORE INTO embedders (embedder_id, dimension) VALUES (?, ?)').run(embedder.id, embedder.dimension);
  const insert = database.prepare(
    `INSERT INTO canonical_query_log (query, tool, args_observed_json, count, successes, last_day_rank, embedder_id, dimension, vector, request, created_at, updated_at)
     VALUES (?, 'find_files', ?, 3, 3, 0, ?, ?, ?, ?, ?, ?)`,
  );
  const texts = Array.from({ length: count }, (_, index) => learnedRequest(index));
  const canonical = texts.map((text) => canonicalizeQuery(text));
  const vectors = await embedder.embed(canonical);
  const args = JSON.stringify({ folder: join(files, 'docs') });
  database.transaction(() => {
    texts.forEach((text, index) => {
      const vector = vectors[index]!;
      insert.run(canonical[index], args, embedder.id, vector.length, Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength), text, now, now);
    });
  })();
  database.close();
  // The saved index (built 20 ms per turn by a running server, then saved) is built here once, by the same code.
  const store = createPraxisStore({ filename });
  // Below the assistant's threshold (5,000 rows) there is no saved index: L1 reads the log, as the server would.
  const saved = (await createFastPathLayers({ config, store, embedder, executors: [] }).saveCanonicalIndex?.()) === true;
  store.close();
  return saved;
}

const dispatcher = new Agent({ connections: clients + 2, pipelining: 1 });
interface Sample { ms: number; layer: string; ok: boolean; bytes: number; timings?: Array<{ layer: string; ms: number }> }

async function ask(url: string, secret: string, query: string): Promise<Sample> {
  const begin = performance.now();
  const response = await request(`${url}/api/ask`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query }),
    dispatcher,
  });
  const text = await response.body.text();
  const body = JSON.parse(text) as { layer?: string; timings?: Array<{ layer: string; ms: number }> };
  return { ms: performance.now() - begin, layer: body.layer ?? 'none', ok: response.statusCode === 200, bytes: Buffer.byteLength(text), ...(body.timings === undefined ? {} : { timings: body.timings }) };
}

const percentile = (numbers: number[], fraction: number) => {
  const sorted = [...numbers].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
};

/** `clients` loops sending `queryOf(turn)` for `seconds`; latencies per layer. */
async function load(send: (query: string) => Promise<Sample>, queryOf: (turn: number) => string) {
  const byLayer = new Map<string, number[]>();
  const all: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let turn = client * 7; performance.now() < until; turn += 1) {
        try {
          const result = await send(queryOf(turn));
          all.push(result.ms);
          byLayer.set(result.layer, [...(byLayer.get(result.layer) ?? []), result.ms]);
          if (!result.ok) errors += 1;
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return { turnsPerSecond: all.length / seconds, p50: percentile(all, 0.5), p99: percentile(all, 0.99), errors, turns: all.length, byLayer };
}

/** User + system CPU of a process in ms (Linux /proc), or undefined elsewhere. */
function cpuMsOf(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** Resolves with the first match of `pattern` on the child's stdout. */
function announced(child: ChildProcess, pattern: RegExp, stderr: () => string): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (text: string) => {
      out += text;
      const match = pattern.exec(out);
      if (match !== null) {
        child.stdout!.off('data', onData);
        child.off('exit', onExit);
        resolve(match);
      }
    };
    const onExit = (code: number | null) => reject(new Error(`child exited (${code}) before announcing:\n${stderr()}`));
    child.stdout!.setEncoding('utf8').on('data', onData);
    child.once('exit', onExit);
  });
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));

/** Self time per function of a `.cpuprofile`, heaviest first. */
function heaviestFunctions(file: string, top: number): string[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }>;
    samples: number[];
    timeDeltas: number[];
  };
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = nodeById.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/(node_modules|packages|apps)\//u, '$1/')}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((sum, ms) => sum + ms, 0);
  return [...self]
    .sort((left, right) => right[1] - left[1])
    .slice(0, top)
    .map(([key, ms]) => `| ${key.replaceAll('|', '\\|')} | ${ms.toFixed(0)} ms | ${((100 * ms) / total).toFixed(1)}% |`);
}

const children: ChildProcess[] = [];
try {
  const loadBefore = loadavg()[0]!;
  const seedStart = performance.now();
  const savedIndex = await seed(rows);
  console.error(`seeded ${rows} L1 rows${savedIndex ? ' and their saved index' : ''} in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  // `metnos serve` as a user starts it (bin/metnos.mjs: the built CLI), in a throw-away HOME, without a model.
  const profileDir = values.profile === undefined ? undefined : resolve(values.profile);
  if (profileDir !== undefined) mkdirSync(profileDir, { recursive: true });
  const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('METNOS_')));
  const env = {
    ...cleanEnv,
    HOME: base,
    XDG_CONFIG_HOME: join(base, 'config'),
    XDG_DATA_HOME: join(base, 'data'),
    METNOS_LLM_PROVIDER: 'none',
    METNOS_VAGLIO_PATH_ALLOWLIST: JSON.stringify([files]),
    ...(values['active-turns'] === undefined ? {} : { METNOS_SERVER_ACTIVE_TURNS: values['active-turns'] }),
  };
  const nodeFlags = profileDir === undefined ? [] : ['--cpu-prof', '--cpu-prof-dir', profileDir];
  const serve = spawn(process.execPath, [...nodeFlags, join(appDir, 'bin', 'metnos.mjs'), 'serve', '--host', '127.0.0.1', '--port', '0'], { cwd: base, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(serve);
  let serveErr = '';
  serve.stderr!.setEncoding('utf8').on('data', (text: string) => (serveErr += text));
  const url = (await announced(serve, /metnos: serving (http:\/\/127\.0\.0\.1:\d+)/u, () => serveErr))[1]!;
  const secret = readFileSync(join(dataDir, 'server-secret'), 'utf8').trim();
  const send = (query: string) => ask(url, secret, query);

  const l0 = ['what time is it', 'che ore sono?'];
  const skills = ['trova i pdf nei documenti', 'find the pdf files in docs'];
  const learned = (turn: number) => learnedRequest((turn * 7_919) % rows);
  // The mix: L0, L1 (a different learned request each time), skill, in turn.
  const mixed = (turn: number) => (turn % 3 === 0 ? l0[turn % 2]! : turn % 3 === 1 ? learned(turn) : skills[turn % 2]!);
  // Teaching: each skill request a few times (single step, then a promoted skill); the first L1 lookups.
  for (let pass = 0; pass < 5; pass += 1) for (const query of [...l0, ...skills, learned(pass)]) await send(query);
  const sequential = new Map<string, number[]>();
  // The server's own timings of each part of a turn (the `timings` of its answer), by answering layer.
  const parts = new Map<string, Map<string, number[]>>();
  const bytes: number[] = [];
  for (let turn = 0; turn < sequentialTurns; turn += 1) {
    const result = await send(turn % 10 === 9 ? 'che tempo fa domani a Roma?' : mixed(turn));
    sequential.set(result.layer, [...(sequential.get(result.layer) ?? []), result.ms]);
    bytes.push(result.bytes);
    const byPart = parts.get(result.layer) ?? new Map<string, number[]>();
    parts.set(result.layer, byPart);
    for (const timing of result.timings ?? []) byPart.set(timing.layer, [...(byPart.get(timing.layer) ?? []), timing.ms]);
  }
  const cpuBefore = cpuMsOf(serve.pid);
  const loaded = await load(send, mixed);
  const cpuAfter = cpuMsOf(serve.pid);
  serve.kill('SIGTERM');
  await exited(serve);

  // Anchor: a bare node:http server in its own process, answering a body of the median response size.
  const size = Math.round(percentile(bytes, 0.5));
  const bare = spawn(
    process.execPath,
    ['-e', `const body = JSON.stringify({ reply: 'x'.repeat(${Math.max(0, size - 13)}) }); require('node:http').createServer((request, response) => { request.resume(); request.on('end', () => response.setHeader('content-type', 'application/json').end(body)); }).listen(0, '127.0.0.1', function () { console.log('port ' + this.address().port); });`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(bare);
  const barePort = (await announced(bare, /port (\d+)/u, () => ''))[1]!;
  const sendBare = async (query: string): Promise<Sample> => {
    const begin = performance.now();
    const response = await request(`http://127.0.0.1:${barePort}/api/ask`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }), dispatcher });
    const text = await response.body.text();
    return { ms: performance.now() - begin, layer: 'anchor', ok: response.statusCode === 200, bytes: text.length };
  };
  const bareSequential: number[] = [];
  for (let turn = 0; turn < sequentialTurns; turn += 1) bareSequential.push((await sendBare(mixed(turn))).ms);
  const anchor = await load(sendBare, mixed);
  bare.kill('SIGTERM');
  await exited(bare);

  const format = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
  const gate = values['active-turns'] === undefined ? `[server] active_turns ${config.server.active_turns} (default)` : `[server] active_turns ${values['active-turns']}`;
  console.log(`Load average ${loadBefore.toFixed(2)} → ${loadavg()[0]!.toFixed(2)} on ${cpus().length} CPUs; ${rows.toLocaleString('en')} learned L1 rows; ${new Date().toISOString().slice(0, 10)}; no language model; ${gate}.\n`);
  console.log('| sequential, by answering layer | turns | p50 | p99 | inside the server: p50 ms of each part |');
  console.log('|---|---|---|---|---|');
  for (const [layer, latencies] of [...sequential].sort()) {
    const inside = [...(parts.get(layer) ?? [])].map(([part, times]) => `${part} ${percentile(times, 0.5).toFixed(2)}`).join(', ');
    console.log(`| ${layer} | ${latencies.length} | ${format(percentile(latencies, 0.5))} | ${format(percentile(latencies, 0.99))} | ${inside} |`);
  }
  console.log(`| anchor: bare node:http answering ${size} bytes | ${bareSequential.length} | ${format(percentile(bareSequential, 0.5))} | ${format(percentile(bareSequential, 0.99))} | |`);
  const cpuPerTurn = cpuBefore === undefined || cpuAfter === undefined ? 'n/a' : `${((cpuAfter - cpuBefore) / loaded.turns).toFixed(2)} ms`;
  console.log(`\n| ${clients} clients × ${seconds} s, mix of L0 / L1 / skill | turns/s | p50 | p99 | errors | server CPU per turn |`);
  console.log('|---|---|---|---|---|---|');
  console.log(`| metnos serve, /api/ask | ${loaded.turnsPerSecond.toFixed(0)} | ${format(loaded.p50)} | ${format(loaded.p99)} | ${loaded.errors} of ${loaded.turns} | ${cpuPerTurn} |`);
  for (const [layer, latencies] of [...loaded.byLayer].sort()) console.log(`| … answered by ${layer} | ${(latencies.length / seconds).toFixed(0)} | ${format(percentile(latencies, 0.5))} | ${format(percentile(latencies, 0.99))} | | |`);
  console.log(`| anchor: bare node:http answering ${size} bytes | ${anchor.turnsPerSecond.toFixed(0)} | ${format(anchor.p50)} | ${format(anchor.p99)} | ${anchor.errors} of ${anchor.turns} | |`);
  if (profileDir !== undefined) {
    const file = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile')).sort().at(-1);
    if (file !== undefined) {
      console.log(`\nCPU profile of the server: ${join(profileDir, file)}\n\n| function (self time) | ms | share |\n|---|---|---|`);
      for (const line of heaviestFunctions(join(profileDir, file), 30)) console.log(line);
    }
  }
} finally {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await dispatcher.close();
  rmSync(base, { recursive: true, force: true });
}
