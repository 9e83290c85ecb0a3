import { execFile, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { temporalRuleCueTable } from '@metnos/args-extractor/internal';
import { readingVersion } from '@metnos/lexicon/internal';
import { createPraxisStore } from '@metnos/praxis-store';
import { writeTinyGguf, findLlamaServerBinary, startLlamaServer } from '@metnos/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCliBundle, findFreshBuild } from '../bin/build-cli-bundle.mjs';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const bin = join(appDir, 'bin', 'metnos.mjs');
const noStack = /\n\s+at /;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  home: string;
}

/** A fresh HOME with XDG folders (runtime.toml written when `configText` is given), readable by anyone. */
function freshHome(configText?: string): { home: string; env: Record<string, string> } {
  const home = mkdtempSync(join(tmpdir(), 'metnos-cli-'));
  chmodSync(home, 0o755);
  const env = { HOME: home, XDG_CONFIG_HOME: join(home, 'config'), XDG_DATA_HOME: join(home, 'data') };
  if (configText !== undefined) {
    mkdirSync(join(env.XDG_CONFIG_HOME, 'metnos'), { recursive: true });
    writeFileSync(join(env.XDG_CONFIG_HOME, 'metnos', 'runtime.toml'), configText);
  }
  return { home, env };
}

/** Runs `metnos` as users do (bin/metnos.mjs: the built JavaScript), in a fresh XDG home, with no METNOS_* of ours. */
function metnos(args: string[], { env = {}, configText, cwd = appDir, uid }: { env?: Record<string, string>; configText?: string; cwd?: string; uid?: number } = {}): Promise<Run> {
  const { home, env: xdg } = freshHome(configText);
  const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('METNOS_') && !/^(LANG|LC_ALL|LC_MESSAGES|LANGUAGE)$/.test(name)));
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, ...args],
      // 127.0.0.1:9 (discard) refuses connections: "no llama-server running" on any machine.
      { cwd, env: { ...cleanEnv, ...xdg, METNOS_LLM_BASE_URL: 'http://127.0.0.1:9', ...env }, timeout: 60_000, ...(uid === undefined ? {} : { uid, gid: uid }) },
      (error, stdout, stderr) => resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr, home }),
    );
  });
}

beforeAll(async () => {
  // Build once here, so parallel runs below (and one as another user) find a fresh build.
  if (findFreshBuild() === undefined) await buildCliBundle();
}, 120_000);

describe('cli', () => {
  it('should count an install or upgrade as a change to the built CLI (its third-party packages are bundled)', () => {
    const current = JSON.parse(readFileSync(join(appDir, 'dist', 'current.json'), 'utf8')) as { inputs: string[] };
    const markers = ['../../node_modules/.modules.yaml', '../../pnpm-lock.yaml'].filter((marker) => existsSync(join(appDir, marker)));
    expect(markers.length).toBeGreaterThan(0);
    for (const marker of [...markers, 'bin/build-cli-bundle.mjs']) expect(current.inputs).toContain(marker);
  });

  it('should find the build stale once a file it was built from changes, and fresh again when none has', () => {
    const current = JSON.parse(readFileSync(join(appDir, 'dist', 'current.json'), 'utf8')) as { inputs: string[]; startedAtMs: number };
    const source = current.inputs.find((input) => input.startsWith('../../packages/'));
    expect(source).toBeDefined();
    const file = join(appDir, source as string);
    const { atime, mtime } = statSync(file);
    expect(findFreshBuild()).toBeDefined();
    try {
      utimesSync(file, atime, new Date(current.startedAtMs + 1000));
      expect(findFreshBuild()).toBeUndefined();
    } finally {
      utimesSync(file, atime, mtime);
    }
    expect(findFreshBuild()).toBeDefined();
  });

  it('should bundle the lexicon\'s words and the date reader once, main entry and ./internal together', () => {
    const current = JSON.parse(readFileSync(join(appDir, 'dist', 'current.json'), 'utf8')) as { id: string };
    const js = join(appDir, 'dist', current.id, 'js');
    const modulesWith = (source: string) =>
      readdirSync(js)
        .filter((file) => file.endsWith('.js.map'))
        .filter((file) => (JSON.parse(readFileSync(join(js, file), 'utf8')) as { sources: string[] }).sources.some((path) => path.includes(source)))
        .map((file) => file.replace(/\.js\.map$/, ''));
    // Sibling packages import `@metnos/lexicon/internal` and `@metnos/args-extractor/internal`: bundled apart from
    // the main entries, the locale data and the temporal rules would be parsed (and set up) once per lazy module.
    expect(modulesWith('packages/lexicon/src/locales/it/')).toEqual(['lazy-lexicon-index']);
    expect(modulesWith('packages/args-extractor/src/temporal/')).toEqual(['lazy-args-extractor-index']);
  });

  it('should carry the date rules\' cues read when it was built, so a process does not read them at its first request', () => {
    const current = JSON.parse(readFileSync(join(appDir, 'dist', 'current.json'), 'utf8')) as { id: string };
    const reader = readFileSync(join(appDir, 'dist', current.id, 'js', 'lazy-args-extractor-index.js'), 'utf8');
    const table = Object.entries(temporalRuleCueTable());
    expect(table.length).toBeGreaterThan(50);
    // esbuild writes the table as an object literal (a key that is an identifier unquoted)
    for (const [name, { sourceLength }] of table) expect(reader).toMatch(new RegExp(`[{ ]"?${name}"?: \\{ sourceLength: ${sourceLength},`, 'u'));
  });

  it('should answer "what time is it" through L0 on a fresh machine with no LLM server', async () => {
    const { code, stdout, stderr } = await metnos(['ask', 'what time is it']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^It's \d\d:\d\d\.\n$/);
    expect(stderr).toMatch(/wrote default config to .*runtime\.toml/);
    expect(stderr).toMatch(/\[L0 · .* · llm calls 0 · turn [0-9a-f-]+\] L0 /);
  }, 60_000);

  it("should check a built-in tool's arguments with the validators compiled when the CLI was built, never loading ajv", async () => {
    // A single-step turn validates get_now's arguments ({ timezone: 'Asia/Tokyo' }); the probe reports at exit whether ajv was loaded.
    const probe = join(mkdtempSync(join(tmpdir(), 'metnos-ajv-probe-')), 'probe.cjs');
    writeFileSync(probe, "process.on('exit', () => process.stderr.write(`ajv loaded: ${Object.keys(require('node:module')._cache).some((path) => /[\\\\/]ajv[\\\\/]dist[\\\\/]ajv\\.js$/.test(path))}\\n`));\n");
    const { code, stdout, stderr } = await metnos(['ask', 'che ore sono a Tokyo'], { env: { NODE_OPTIONS: `--require ${probe}` } });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Sono le \d\d:\d\d\.\n$/);
    expect(stderr).toMatch(/\[single_step · .*\] .*single_step [\d.]+ ms hit/);
    expect(stderr).toMatch(/ajv loaded: false\n$/);
  }, 60_000);

  it('should key skills under the reading version of the lexicon it carries (worked out when it was built)', async () => {
    const { code, home } = await metnos(['ask', 'what time is it']);
    expect(code).toBe(0);
    const store = createPraxisStore({ filename: join(home, 'data', 'metnos', 'praxis.sqlite') });
    try {
      expect(store.readMeta('lexicon_reading_version')).toBe(readingVersion());
    } finally {
      store.close();
    }
  }, 60_000);

  it('should speak the language of the request, whole: Italian messages for an Italian request', async () => {
    const { code, stdout, stderr } = await metnos(['ask', 'che ore sono'], { env: { METNOS_STORAGE_DATA_DIR: '/dev/null/metnos' } });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^metnos: ho scritto la configurazione predefinita in .*runtime\.toml\nmetnos: la cartella dati \/dev\/null\/metnos è un file, non una cartella; sposta quel file o imposta \[storage\] data_dir in .*runtime\.toml\n$/);
  }, 60_000);

  it('should print a config error as file:line: key: problem without a stack and exit 2', async () => {
    const { code, stderr } = await metnos(['ask', 'hi'], { configText: '[fast_path]\ncanonical_query_threshold = "high"\n' });
    expect(code).toBe(2);
    expect(stderr).toMatch(/^metnos: config error: .*runtime\.toml:2: fast_path\.canonical_query_threshold: expected a number, got a string\n$/);
  }, 60_000);

  it('should stop quietly when the reader closes the pipe (metnos config | head -2)', async () => {
    const { home, env } = freshHome();
    const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('METNOS_')));
    const child = spawn(process.execPath, [bin, 'config'], { cwd: appDir, env: { ...cleanEnv, ...env, HOME: home }, stdio: ['ignore', 'pipe', 'pipe'] });
    // The reader is gone before metnos writes a byte: every write meets EPIPE.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
    expect(code).toBe(141);
    expect(stderr).not.toMatch(noStack);
    expect(stderr).not.toContain('EPIPE');
  }, 60_000);

  it('should refuse a busy port, --port abc and a data dir that is a file with one line each and a non-zero exit', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', () => resolve()));
    const { port } = busy.address() as AddressInfo;
    try {
      const taken = await metnos(['serve', '--port', String(port)], { env: { METNOS_LLM_PROVIDER: 'none' } });
      expect(taken.code).toBe(1);
      expect(taken.stderr).toMatch(new RegExp(`\\nmetnos: port ${port} on 127\\.0\\.0\\.1 is already in use; stop the other server or pick another port with --port \\(0 = any free port\\)\\n$`));
    } finally {
      busy.close();
    }
    const abc = await metnos(['serve', '--port', 'abc']);
    expect(abc).toMatchObject({ code: 2, stdout: '' });
    expect(abc.stderr).toMatch(/\nmetnos: --port must be a whole number from 0 to 65535 \(0 = any free port\), got "abc"\n$/);

    const { home } = freshHome();
    writeFileSync(join(home, 'not-a-folder'), 'x');
    const file = await metnos(['ask', 'what time is it'], { env: { METNOS_STORAGE_DATA_DIR: join(home, 'not-a-folder') } });
    expect(file.code).toBe(1);
    expect(file.stderr).toMatch(new RegExp(`\\nmetnos: the data folder ${join(home, 'not-a-folder')} is a file, not a folder; move that file away or set \\[storage\\] data_dir in .*runtime\\.toml\\n$`));
    for (const run of [abc, file]) expect(run.stderr).not.toMatch(noStack);
  }, 60_000);

  it.skipIf(process.getuid?.() !== 0)('should say which data folder it cannot write in (run as an unprivileged user; needs root to switch)', async () => {
    const { home } = freshHome();
    const locked = join(home, 'locked');
    mkdirSync(locked, { mode: 0o755 });
    const run = await metnos(['ask', 'what time is it'], { uid: 65534, configText: '# defaults\n', env: { METNOS_STORAGE_DATA_DIR: join(locked, 'metnos') } });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`^metnos: cannot write in the data folder ${join(locked, 'metnos')} \\(EACCES\\); fix its permissions or set \\[storage\\] data_dir in .*runtime\\.toml\\n$`));
  }, 60_000);

  it('should warn about unknown METNOS_ variables with a did-you-mean, and read a JSON-array list from the environment', async () => {
    const run = await metnos(['config'], { env: { METNOS_LLM_BASEURL: 'http://x', METNOS_VAGLIO_PATH_ALLOWLIST: '["/srv/a, b", "/srv/c"]' } });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('metnos: warning: the environment variable METNOS_LLM_BASEURL is not a Metnos setting and is ignored (did you mean METNOS_LLM_BASE_URL?)\n');
    expect(run.stdout).toContain('path_allowlist = ["/srv/a, b","/srv/c"]  # env\n');
  }, 60_000);

  it('should resolve a relative data_dir against the config file folder, whatever the current folder', async () => {
    const { home } = freshHome();
    const run = await metnos(['ask', 'what time is it'], { configText: '[storage]\ndata_dir = "state"\n', cwd: home });
    expect(run.code).toBe(0);
    expect(existsSync(join(run.home, 'config', 'metnos', 'state', 'praxis.sqlite'))).toBe(true);
    const shown = await metnos(['config'], { configText: '[storage]\ndata_dir = "state"\n', cwd: home });
    expect(shown.stdout).toMatch(/^# config file: (.*)\/runtime\.toml\n# data dir: {4}\1\/state\n/);
    expect(shown.stdout).toMatch(/\ndata_dir = "state" {2}# file \(= .*\/config\/metnos\/state\)\n/);
  }, 60_000);

  it('should run the doctor: one line per check, exit 1 when one fails', async () => {
    const fine = await metnos(['doctor'], { env: { METNOS_LLM_PROVIDER: 'none' } });
    expect(fine.code).toBe(0);
    expect(fine.stdout.split('\n').filter((line) => line !== '').map((line) => line.slice(0, line.indexOf(':')))).toEqual(['· config', '✓ data folder', '· LLM', '· embedder', '· mail', '· Telegram']);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const broken = await metnos(['doctor'], { env: { METNOS_LLM_BASE_URL: `http://127.0.0.1:${port}` } });
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain(`✗ LLM: cannot reach http://127.0.0.1:${port} (ECONNREFUSED); start llama-server`);
    expect(existsSync(join(broken.home, 'config', 'metnos', 'runtime.toml'))).toBe(false);
  }, 60_000);

  const llamaServer = findLlamaServerBinary();
  it.skipIf(llamaServer.binaryPath === undefined)(
    `should plan a new request through a real llama-server from the built JavaScript${llamaServer.binaryPath === undefined ? ` (skipped: ${llamaServer.reason})` : ''}`,
    async () => {
      const { home } = freshHome();
      mkdirSync(join(home, 'files', 'docs'), { recursive: true });
      writeFileSync(join(home, 'files', 'docs', 'a.pdf'), 'A');
      const { path: modelPath } = await writeTinyGguf(join(home, 'tiny.gguf'), { seed: 5 });
      const server = await startLlamaServer(llamaServer.binaryPath as string, {
        modelPath,
        contextSize: 8192,
        extraArgs: ['--override-kv', 'llama.context_length=int:8192', '--temp', '0', '--seed', '5', '--chat-template', 'chatml', '--no-webui'],
      });
      try {
        // METNOS_PRAXIS_SINGLE_STEP_PLANNER=false: the request goes to the model's planner, which is what this tests.
        const env = { METNOS_PRAXIS_SINGLE_STEP_PLANNER: 'false', METNOS_LLM_BASE_URL: server.url, METNOS_LLM_MAX_TOKENS: '200', METNOS_LLM_TIMEOUT_MS: '60000', METNOS_NOUS_CAP_STEPS: '1', METNOS_VAGLIO_PATH_ALLOWLIST: JSON.stringify([join(home, 'files')]) };
        const run = await metnos(['ask', 'find the pdf files in docs'], { env });
        // The tiny random-weight model plans nonsense: what counts is that intent, Metis, Nous (and Pronoia) ran
        // from the lazily loaded bundles and the turn ended in an answer, not a crash.
        expect(run.code, run.stderr).toBe(0);
        expect(run.stdout).not.toBe('');
        expect(run.stderr).toMatch(/· llm calls [1-9]\d* · turn [0-9a-f-]+\] .*intent [^,]+ hit, reading [^,]+ hit, skill [^,]+ miss, planner [^,]+/);
      } finally {
        await server.stop();
      }
    },
    120_000,
  );

  it('should answer an unknown command with one line, in the locale language', async () => {
    const run = await metnos(['aks', 'hi'], { env: { LANG: 'it_IT.UTF-8' } });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe("metnos: comando sconosciuto 'aks' (forse intendevi ask?); `metnos --help` elenca comandi e opzioni\n");
  }, 60_000);
});
