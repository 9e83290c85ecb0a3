import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findBuiltLlamaServer, findLlamaCppBundle, resolveLlamaServerCacheDirectory } from '../../scripts/llama-server-location.mjs';

// Decides whether the live tests run, skip (nothing to run: say why) or fail (asked for or built, but broken).
const { tag } = findLlamaCppBundle();

describe('findBuiltLlamaServer', () => {
  let cacheBase: string;
  let environment: NodeJS.ProcessEnv;
  let cacheDirectory: string;

  beforeEach(async () => {
    cacheBase = await mkdtemp(join(tmpdir(), 'metnos-llama-server-location-'));
    environment = { METNOS_LLAMA_SERVER_CACHE: cacheBase };
    cacheDirectory = resolveLlamaServerCacheDirectory(tag, environment);
  });

  afterEach(async () => {
    await rm(cacheBase, { recursive: true, force: true });
  });

  it('should report no binary, not broken, when nothing was built', () => {
    expect(findBuiltLlamaServer(environment)).toEqual({ binaryPath: undefined, broken: false, reason: `no llama-server built in ${cacheDirectory}` });
  });

  it('should report a build in progress, not broken, while a live process holds the lock', async () => {
    await mkdir(cacheBase, { recursive: true });
    await writeFile(`${cacheDirectory}.lock`, `${process.pid}\n`);
    expect(findBuiltLlamaServer(environment)).toMatchObject({ binaryPath: undefined, broken: false, reason: expect.stringContaining('is being built') });
  });

  it('should report a failed build as broken, so that the live tests fail instead of skipping', async () => {
    await mkdir(cacheDirectory, { recursive: true });
    await writeFile(join(cacheDirectory, 'build-failed.json'), JSON.stringify({ error: 'cmake --build failed (exit code 2)' }));
    expect(findBuiltLlamaServer(environment)).toEqual({
      binaryPath: undefined,
      broken: true,
      reason: `the last llama-server build into ${cacheDirectory} failed (cmake --build failed (exit code 2)); run \`pnpm build:llama-server\` to see why`,
    });
  });

  it('should report an unfinished build (a binary without build-info.json) as broken', async () => {
    await mkdir(join(cacheDirectory, 'bin'), { recursive: true });
    await writeFile(join(cacheDirectory, 'bin', 'llama-server'), '#!/bin/sh\n', { mode: 0o755 });
    expect(findBuiltLlamaServer(environment)).toMatchObject({ binaryPath: undefined, broken: true, reason: expect.stringContaining('never finished') });
  });

  it('should report a METNOS_LLAMA_SERVER_BIN that does not exist as broken', () => {
    expect(findBuiltLlamaServer({ ...environment, METNOS_LLAMA_SERVER_BIN: join(cacheBase, 'missing') })).toEqual({
      binaryPath: undefined,
      broken: true,
      reason: `METNOS_LLAMA_SERVER_BIN=${join(cacheBase, 'missing')} does not exist`,
    });
  });
});
