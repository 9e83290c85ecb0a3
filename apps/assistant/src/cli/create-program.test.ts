import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createHashedEmbedder } from '@metnos/embedder';
import { createPraxisStore } from '@metnos/praxis-store';
import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { seedL1Rows } from '../turn-bench/seed-l1-rows';
import { writeVersion7PraxisFile } from '../cascade/__fixtures__/write-version-7-praxis-file';
import { createProgram } from './create-program';

function cli(input: string[] = [], extraEnv: Record<string, string> = {}) {
  const home = mkdtempSync(join(tmpdir(), 'metnos-program-'));
  const out: string[] = [];
  const err: string[] = [];
  const io = {
    stdout: { write: (text: string) => out.push(text) },
    stderr: { write: (text: string) => err.push(text) },
    stdin: Readable.from(input.map((line) => `${line}\n`)),
    env: { HOME: home, XDG_CONFIG_HOME: join(home, 'config'), XDG_DATA_HOME: join(home, 'data'), METNOS_LLM_PROVIDER: 'none', ...extraEnv },
  };
  const run = (...args: string[]) => createProgram(io).parseAsync(args, { from: 'user' });
  return { run, home, stdout: () => out.join(''), stderr: () => err.join('') };
}

describe('createProgram', () => {
  it('should chat, take :up feedback on the last reply, and quit', async () => {
    const session = cli(['what time is it', ':up', 'where am i', ':quit', 'never asked']);
    await session.run('chat');
    expect(session.stdout()).toMatch(
      /^It's \d\d:\d\d\.\nCan't resolve: I don't know where you are\. To proceed: share your location: set \[executors\] location in runtime\.toml \("City, Country" or "lat,lon"\) or METNOS_EXECUTORS_LOCATION\.\n/,
    );
    expect(session.stderr()).toContain('feedback ✓ saved');
    expect(session.stdout()).not.toContain('never asked');
  });

  it('should keep chatting after a request fails, and rate in the language of the last request', async () => {
    // '???' fails inside the cascade today (an empty normalised query); whatever it does, the chat must go on.
    const session = cli(['???', 'che ore sono', ':up', ':retry', 'what time is it', ':quit']);
    await session.run('chat');
    expect(session.stdout()).toMatch(/^(?:.*\n)?Sono le \d\d:\d\d\.\nSono le \d\d:\d\d\.\nIt's \d\d:\d\d\.\n$/);
    expect(session.stderr()).toContain('valutazione ✓ salvata\n');
    expect(session.stderr()).toContain('valutazione ↺ salvata\n');
    expect(session.stderr()).not.toMatch(/\n\s+at /);
  });

  it('should list aporiae, skills and run the nightly promotion over the same data folder', async () => {
    const session = cli(['find my tax return from last year', ':quit']);
    await session.run('chat');
    await session.run('aporiae');
    await session.run('skills');
    await session.run('promote');
    expect(session.stdout()).toMatch(/ {3}1× {2}missing_skill {8}find my tax return from last year {2}\(llm: /);
    expect(session.stdout()).toContain('no skills yet');
    expect(session.stdout()).toMatch(/active day 1: expired 0 path\(s\), promoted 0\n$/);
  });

  it('should save the L1 index on promote once the learned requests are many, and answer from it in a later process', async () => {
    const session = cli();
    const dataDir = join(session.home, 'data', 'metnos');
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    await seedL1Rows({ filename: join(dataDir, 'praxis.sqlite'), rows: 5_000, embedder: createHashedEmbedder(), tool: 'get_now', args: {} });
    await session.run('promote');
    expect(session.stdout()).toContain('saved the L1 index: a fresh process opens it instead of reading every learned request\n');
    expect(readdirSync(dataDir).filter((name) => name.endsWith('.hnsw'))).toEqual(['praxis.sqlite.l1-hashed-ngram-v1-256.hnsw']);
    await session.run('ask', '--json', 'find the pdf files from anna about the budget');
    expect(JSON.parse(session.stdout().slice(session.stdout().indexOf('{')))).toMatchObject({ ok: true, layer: 'L1' });
  });

  it('should give the learned requests of a version-7 store their language on promote, with progress on stderr', async () => {
    const session = cli();
    const dataDir = join(session.home, 'data', 'metnos');
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const rows = Array.from({ length: 1200 }, (_, index) => ({ request: `find the report number ${index}`, tool: 'find_files', args: { root: '~/' } }));
    await writeVersion7PraxisFile({ filename: join(dataDir, 'praxis.sqlite'), embedder: createHashedEmbedder(), rows });
    await session.run('promote');
    // The open read 200 rows; the nightly job the other 1,000, in two batches: a line at the start and each tenth reached.
    expect(session.stderr()).toContain(
      'metnos: reading the language of learned requests: 0/1000\nmetnos: reading the language of learned requests: 500/1000\nmetnos: reading the language of learned requests: 1000/1000\n',
    );
    expect(session.stdout()).toMatch(/active day 0: expired 0 path\(s\), promoted 0\nread the language of 1000 learned request\(s\) taught before it was kept\n/);
    await session.run('promote');
    expect(session.stderr().match(/reading the language/g)).toHaveLength(3);
  });

  it('should print the learning statistics of the data folder, as a table and as JSON, and refuse a bad --days', async () => {
    const session = cli(['what time is it', 'find my tax return from last year', ':quit']);
    await session.run('chat');
    await session.run('stats', '--days', '3');
    expect(session.stdout()).toMatch(/Last 3 days \([^)]+\): 2 turns, 50% answered from memory, 0 model calls made, 2 avoided, 1 open aporiae\./);
    expect(session.stdout()).toMatch(/\n\d{4}-\d\d-\d\d {6}2 {3}1 {3}0 {3}0 {6}0 {12}0 {8}0 {7}1 {6}0 {8}2 {9}0 {8}0 {8}0 {8}1\n/);
    const json = cli();
    await expect(json.run('stats', '--days', '0')).rejects.toBeInstanceOf(CommanderError);
    expect(json.stderr()).toContain('--days must be a whole number from 1 to 366');
    await session.run('stats', '--days', '1', '--json');
    const printed = JSON.parse(session.stdout().slice(session.stdout().lastIndexOf('\n{') + 1)) as { days: Array<{ answeredBy: Record<string, number> }> };
    expect(printed.days[0]?.answeredBy).toMatchObject({ L0: 1, aporia: 1 });
  });

  it('should list learning changes and revert one, saying why a change cannot be reverted', async () => {
    const session = cli();
    await session.run('changes');
    // The first run registered every executor of the catalog.
    expect(session.stdout()).toMatch(/\n#1 {2}\S+ {2}day 0 {2}executor_added {2}\S+ {2}— the catalog loaded a manifest not seen before {2}\[not revertible: an executor is code on disk: remove its folder from the executors directory to take it away\]\n$/);
    // A demoted L1 row, written by another process on the same data folder.
    const store = createPraxisStore({ filename: join(session.home, 'data', 'metnos', 'praxis.sqlite') });
    store.markActiveDay('2026-05-19');
    const vector = new Float32Array([1, 0]);
    const row = [1, 2, 3].map(() => store.recordCanonicalQuery({ query: 'trova pdf', tool: 'find_files', argsObserved: {}, embedderId: 'e', vector })).at(-1)!;
    store.demoteCanonicalQuery(row.id, { turnId: 'turn-7' });
    const demoted = store.listLearningChanges({ limit: 1 })[0]!;
    store.close();

    const listed = cli([], { HOME: session.home, XDG_CONFIG_HOME: join(session.home, 'config'), XDG_DATA_HOME: join(session.home, 'data') });
    await listed.run('changes', '--limit', '1');
    expect(listed.stdout()).toBe(
      `#${demoted.id}  ${demoted.createdAt}  day 1  canonical_query_demoted  trova pdf → find_files  — ✗ feedback on an answer it served: needs its min uses afresh  turn turn-7  [revert: metnos changes revert ${demoted.id}]\n`,
    );
    await listed.run('changes', 'revert', String(demoted.id));
    expect(listed.stdout()).toContain(`reverted change #${demoted.id}: trova pdf → find_files (logged as change #${demoted.id + 1})\n`);
    await expect(listed.run('changes', 'revert', String(demoted.id))).rejects.toThrow(CommanderError);
    expect(listed.stderr()).toContain(`metnos: cannot revert change #${demoted.id}: already reverted by change #${demoted.id + 1}\n`);
    await expect(listed.run('changes', 'revert', 'abc')).rejects.toThrow(/a change id is a positive integer/);
    await expect(listed.run('changes', '--limit', '0')).rejects.toThrow(/--limit must be a positive integer/);
    await listed.run('changes', '--json', '--limit', '2');
    const json = listed.stdout().slice(listed.stdout().indexOf('[\n'));
    expect((JSON.parse(json) as { kind: string }[]).map((change) => change.kind)).toEqual(['reverted', 'canonical_query_demoted']);
  });

  it('should tell where each config value came from', async () => {
    const session = cli([], { METNOS_FAST_PATH_CANONICAL_QUERY_THRESHOLD: '0.9', METNOS_EXECUTORS_SMTP_URL: 'smtp://me:secret@mail.example:587', METNOS_EMBEDDER_API_KEY: 'secret-key' });
    await session.run('config');
    expect(session.stdout()).toContain('api_key = "***"  # env');
    expect(session.stdout()).toContain('canonical_query_threshold = 0.9  # env');
    expect(session.stdout()).toContain('provider = "none"  # env');
    expect(session.stdout()).toContain('canonical_query_min_uses = 3  # default');
    expect(session.stdout()).toContain('\n[executors]\nlocation = ""  # default\n');
    expect(session.stdout()).toMatch(/\nmaildir = ""  # default \(= .*data\/metnos\/Maildir\)\n/);
    expect(session.stdout()).toContain('smtp_url = "smtp://***@mail.example:587"  # env');
    expect(session.stdout()).not.toContain('secret');
    expect(session.stdout()).not.toContain('METNOS_LOCATION');
  });

  it('should explain what is missing for a new request when llama-server is not running', async () => {
    // 127.0.0.1:9 (discard) refuses connections: "no llama-server running" on any machine.
    const session = cli([], { METNOS_LLM_PROVIDER: 'llama-server', METNOS_LLM_BASE_URL: 'http://127.0.0.1:9' });
    await session.run('ask', 'summarise', 'https://example.org', 'in', 'two', 'lines');
    expect(session.stdout()).toContain(
      "Can't resolve: the language model server at http://127.0.0.1:9 cannot be reached. To proceed: start llama-server at http://127.0.0.1:9, or point [llm] base_url in runtime.toml at a running one.",
    );
    expect(session.stderr()).toMatch(/metnos: intent…\n/);
  });

  it('should create the data folder 0700 and every SQLite file 0600 on a first ask, and tighten looser ones saying so', async () => {
    const session = cli();
    await session.run('ask', 'what time is it');
    const dataDir = join(session.home, 'data', 'metnos');
    const modes = () => Object.fromEntries(readdirSync(dataDir).filter((name) => name.includes('.sqlite')).map((name) => [name, (statSync(join(dataDir, name)).mode & 0o777).toString(8)]));
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(modes()).toMatchObject({ 'assistant.sqlite': '600', 'praxis.sqlite': '600' });
    expect(new Set(Object.values(modes()))).toEqual(new Set(['600']));
    expect(session.stderr()).not.toContain('readable by other local users');

    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'assistant.sqlite'), 0o644);
    await session.run('aporiae');
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(new Set(Object.values(modes()))).toEqual(new Set(['600']));
    expect(session.stderr()).toContain(`metnos: ${dataDir} was readable by other local users (mode 0755): set to 0700\n`);
    expect(session.stderr()).toContain(`metnos: ${join(dataDir, 'assistant.sqlite')} was readable by other local users (mode 0644): set to 0600\n`);
  });

  it('should stop at start with one line naming a damaged or empty store and the fix, never a gap in the tools', async () => {
    const session = cli();
    await session.run('ask', 'what time is it');
    const dataDir = join(session.home, 'data', 'metnos');
    const filename = join(dataDir, 'praxis.sqlite');
    const size = statSync(filename).size;
    const descriptor = openSync(filename, 'r+');
    writeSync(descriptor, Buffer.alloc(4096, 0x5a), 0, 4096, size - 4096);
    closeSync(descriptor);

    await expect(session.run('ask', 'show my reminders')).rejects.toMatchObject({ exitCode: 1 });
    const lines = session.stderr().split('\n').filter((line) => line.startsWith('metnos: '));
    expect(lines.at(-1)).toMatch(new RegExp(`^metnos: ${filename}: the database is damaged \\(.+\\): restore it from a backup, or move it aside \\(mv '${filename}' '${filename}.damaged'\\) and metnos starts with an empty one$`));
    expect(session.stdout()).not.toMatch(/none of my tools|logged this gap/i);

    writeFileSync(filename, '');
    await expect(session.run('ask', 'show my reminders')).rejects.toMatchObject({ exitCode: 1 });
    expect(session.stderr()).toContain(`metnos: ${filename}: the file is empty (0 bytes), not a database: restore it from a backup`);
    expect(statSync(filename).size).toBe(0);
  });
});
