import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findLlamaCppBundle, llamaServerCmakeFlags, resolveLlamaServerCacheDirectory } from '../../scripts/llama-server-location.mjs';

// The build script's cache and lock logic, on a temp cache (METNOS_LLAMA_SERVER_CACHE) holding a stand-in
// binary: nothing is compiled here (a cold build takes ~20 minutes).
const scriptPath = fileURLToPath(new URL('../../scripts/build-llama-server.mjs', import.meta.url));
const { bundlePath, tag } = findLlamaCppBundle();
const commit = /^([0-9a-f]{40})\s/m.exec(spawnSync('git', ['bundle', 'list-heads', bundlePath], { encoding: 'utf8' }).stdout)?.[1];

function runScript(environment: NodeJS.ProcessEnv, args: readonly string[] = []): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [scriptPath, ...args], { env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function writeFinishedBuild(cacheDirectory: string): Promise<string> {
  const binaryPath = join(cacheDirectory, 'bin', 'llama-server');
  await mkdir(join(cacheDirectory, 'bin'), { recursive: true });
  await writeFile(binaryPath, '#!/bin/sh\n', { mode: 0o755 });
  await writeFile(join(cacheDirectory, 'build-info.json'), JSON.stringify({ tag, commit, cmakeFlags: llamaServerCmakeFlags }));
  return binaryPath;
}

describe.skipIf(commit === undefined)('build-llama-server.mjs', () => {
  let cacheBase: string;
  let environment: NodeJS.ProcessEnv;

  beforeEach(async () => {
    cacheBase = await mkdtemp(join(tmpdir(), 'metnos-llama-server-cache-'));
    environment = { ...process.env, METNOS_LLAMA_SERVER_CACHE: cacheBase };
  });

  afterEach(async () => {
    await rm(cacheBase, { recursive: true, force: true });
  });

  it('should print only the cached binary path on stdout when a finished build exists', async () => {
    const binaryPath = await writeFinishedBuild(resolveLlamaServerCacheDirectory(tag, environment));

    const result = await runScript(environment);

    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`${binaryPath}\n`);
    expect(result.stderr).toMatch(/cached: /);
  }, 30_000);

  it('should wait for the build that holds the lock and then use its result instead of building again', async () => {
    const cacheDirectory = resolveLlamaServerCacheDirectory(tag, environment);
    await mkdir(cacheBase, { recursive: true });
    // a live process (this test's own) holds the lock, as a concurrent build would
    await writeFile(`${cacheDirectory}.lock`, `${process.pid}\n`);

    const running = runScript(environment);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const binaryPath = await writeFinishedBuild(cacheDirectory);
    await unlink(`${cacheDirectory}.lock`);
    const result = await running;

    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/another build \(pid \d+\) holds/);
    expect(result.stderr).toMatch(/built meanwhile by another process/);
    expect(result.stdout).toBe(`${binaryPath}\n`);
    expect(existsSync(`${cacheDirectory}.lock`)).toBe(false);
  }, 30_000);

  it('should exit 1 saying what is missing when cmake and a compiler cannot be found', async () => {
    const result = await runScript({ ...environment, PATH: '/nonexistent', CXX: '' });

    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error: missing .*cmake >= 3\.14.*C\+\+17 compiler.*apt-get install/);
    expect(result.stdout).toBe('');
  }, 30_000);

  it('should exit 0 saying the live tests will skip when --skip-if-unable and the build tools cannot be found', async () => {
    const result = await runScript({ ...environment, PATH: '/nonexistent', CXX: '' }, ['--skip-if-unable']);

    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/skipped: missing .*cmake >= 3\.14.*; the live llama-server tests will skip and say so/);
    expect(result.stdout).toBe('');
  }, 30_000);
});
