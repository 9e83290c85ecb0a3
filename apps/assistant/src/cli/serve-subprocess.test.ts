import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createPraxisStore } from '@metnos/praxis-store';
import { afterEach, describe, expect, it } from 'vitest';

const appDir = fileURLToPath(new URL('../..', import.meta.url));
type ServeProcess = ChildProcessByStdio<null, Readable, Readable>;
const started: ServeProcess[] = [];

afterEach(() => {
  // A test that failed before its own SIGTERM must not leave the server running.
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Starts `metnos serve --port 0` from source exactly as the package script does, in a fresh HOME/XDG with no LLM. */
function startServe(prepare?: (dataDir: string) => void): { child: ServeProcess; dataDir: string; stdout: () => string; stderr: () => string } {
  const home = mkdtempSync(join(tmpdir(), 'metnos-serve-'));
  prepare?.(join(home, 'data', 'metnos'));
  // No METNOS_* of ours, and no locale: the messages checked below are the English ones.
  const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('METNOS_') && !/^(LANG|LC_ALL|LC_MESSAGES|LANGUAGE)$/.test(name)));
  const env = { ...cleanEnv, HOME: home, XDG_CONFIG_HOME: join(home, 'config'), XDG_DATA_HOME: join(home, 'data'), METNOS_LLM_PROVIDER: 'none' };
  const child = spawn(process.execPath, ['--conditions=@metnos/source', '--import', 'tsx', 'src/cli.ts', 'serve', '--port', '0'], { cwd: appDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (out += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (err += text));
  return { child, dataDir: join(home, 'data', 'metnos'), stdout: () => out, stderr: () => err };
}

/** The base URL `serve` announces on stdout once it listens. */
function announcedUrl(child: ServeProcess, stdout: () => string, stderr: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = /^metnos: serving (http:\/\/127\.0\.0\.1:(\d+)) \(chat\) and \1\/admin$/m.exec(stdout());
      if (match !== null && match[2] !== '0') {
        child.stdout.off('data', check);
        child.off('exit', onExit);
        resolve(match[1] as string);
      }
    };
    const onExit = (code: number | null) => reject(new Error(`metnos serve exited (${code}) before listening:\n${stderr()}`));
    child.stdout.on('data', check);
    child.once('exit', onExit);
    check();
  });
}

/** Resolves with how the process ended, or rejects after `ms`. */
function exitWithin(child: ServeProcess, ms: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`metnos serve still running ${ms} ms after the signal`)), ms);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
  });
}

describe('metnos serve', () => {
  it('should answer over real HTTP behind the secret and the login link, show the turn in the admin pages, and close server and store on SIGTERM', async () => {
    const serve = startServe();
    const url = await announcedUrl(serve.child, serve.stdout, serve.stderr);
    // First run: serve generated the per-install secret (0600) and names its file, never its value.
    const secretFile = join(serve.dataDir, 'server-secret');
    const secret = readFileSync(secretFile, 'utf8').trim();
    if (process.platform !== 'win32') expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    await expect.poll(serve.stderr).toContain(`metnos: API clients send "Authorization: Bearer <secret>" with the secret in ${secretFile}\n`);
    expect(serve.stdout() + serve.stderr()).not.toContain(secret);
    const auth = { authorization: `Bearer ${secret}` };
    expect((await fetch(`${url}/api/observations`)).status).toBe(401);

    const askResponse = await fetch(`${url}/api/ask`, { method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body: JSON.stringify({ query: 'what time is it' }) });
    expect(askResponse.status).toBe(200);
    const turn = (await askResponse.json()) as { turnId: string; reply: string; layer: string; ok: boolean; llmCalls: number; timings: Array<{ layer: string }> };
    expect(turn).toMatchObject({ layer: 'L0', ok: true, llmCalls: 0 });
    expect(turn.reply).toMatch(/^It's \d\d:\d\d\.$/);
    expect(turn.timings[0]?.layer).toBe('L0');

    // The printed one-time login link signs a browser in with a session cookie.
    const loginUrl = new RegExp(`^metnos: sign in this browser: (${url}/login\\?token=[\\w-]+) \\(single use, expires [^)]+\\)$`, 'm').exec(serve.stdout())?.[1];
    expect(loginUrl).toBeDefined();
    const login = await fetch(loginUrl as string, { redirect: 'manual' });
    expect(login.status).toBe(303);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const chat = await fetch(`${url}/`, { headers: { cookie } });
    expect(chat.status).toBe(200);
    expect(chat.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await chat.text()).toContain('<title>Metnos</title>');

    const admin = await fetch(`${url}/admin/observations`, { headers: { cookie } });
    expect(admin.status).toBe(200);
    const adminHtml = await admin.text();
    expect(adminHtml).toContain('<span data-count="observations">1</span>');
    expect(adminHtml).toContain(turn.turnId);
    expect(adminHtml).toContain('<td>what time is it</td>');

    // While the store is open (WAL mode) its -wal file exists; SQLite removes it when the last connection closes.
    expect(existsSync(join(serve.dataDir, 'praxis.sqlite-wal'))).toBe(true);
    const exited = exitWithin(serve.child, 10_000);
    serve.child.kill('SIGTERM');
    // Exit code 0 (not death by signal) proves the handler ran; the missing -wal file proves the store was closed.
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(serve.stderr()).toContain('metnos: no LLM (');
    expect(serve.stderr()).toMatch(/metnos: SIGTERM, shutting down\nmetnos: server and Praxis store closed\n$/);
    expect(existsSync(join(serve.dataDir, 'praxis.sqlite-wal'))).toBe(false);

    const store = createPraxisStore({ filename: join(serve.dataDir, 'praxis.sqlite') });
    try {
      expect(store.checkIntegrity()).toEqual({ ok: true, problems: [] });
      expect(store.countObservations()).toBe(1);
      expect(store.listObservations()).toMatchObject([{ turnId: turn.turnId, query: 'what time is it', layer: 'L0' }]);
    } finally {
      store.close();
    }
  }, 60_000);

  it('should close cleanly on SIGINT (Ctrl-C) too', async () => {
    const serve = startServe();
    await announcedUrl(serve.child, serve.stdout, serve.stderr);
    const exited = exitWithin(serve.child, 10_000);
    serve.child.kill('SIGINT');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(serve.stderr()).toContain('metnos: SIGINT, shutting down\nmetnos: server and Praxis store closed\n');
    expect(existsSync(join(serve.dataDir, 'praxis.sqlite'))).toBe(true);
    expect(existsSync(join(serve.dataDir, 'praxis.sqlite-wal'))).toBe(false);
  }, 60_000);

  it.skipIf(process.platform === 'win32')('should refuse to start with a secret file other users can read, saying how to fix it', async () => {
    let secretFile = '';
    const serve = startServe((dataDir) => {
      mkdirSync(dataDir, { recursive: true });
      secretFile = join(dataDir, 'server-secret');
      writeFileSync(secretFile, `${'s'.repeat(43)}\n`, { mode: 0o644 });
    });
    expect(await exitWithin(serve.child, 30_000)).toEqual({ code: 1, signal: null });
    expect(serve.stdout()).toBe('');
    expect(serve.stderr()).toContain(`metnos: server secret ${secretFile} has mode 0644, so other users can read or change it; fix: chmod 600 '${secretFile}'`);
    expect(existsSync(join(serve.dataDir, 'praxis.sqlite'))).toBe(false);
  }, 60_000);
});
