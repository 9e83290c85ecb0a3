import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeTinyGguf } from '@metnos/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBuiltLlamaServer } from '../../../scripts/llama-server-location.mjs';
import { enableLiveTestsHint } from './live-llama-server';
import { findFreePort } from './find-free-port';
import { startLocalLlamaServer } from './start-local-llama-server';

const built = findBuiltLlamaServer();
const supervisorPath = fileURLToPath(new URL('./llama-server-supervisor.mjs', import.meta.url));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

if (built.binaryPath === undefined && built.broken) {
  describe('startLocalLlamaServer', () => {
    it('should have a usable llama-server binary', () => {
      throw new Error(`cannot test startLocalLlamaServer: ${built.reason}`);
    });
  });
} else if (built.binaryPath === undefined) {
  describe('startLocalLlamaServer', () => {
    it.skip(`needs a llama-server binary: ${built.reason}; ${enableLiveTestsHint}`, () => {});
  });
} else {
  const binaryPath = built.binaryPath;

  describe('startLocalLlamaServer', () => {
    let directory: string;
    let modelPath: string;

    beforeAll(async () => {
      directory = await mkdtemp(join(tmpdir(), 'metnos-llama-server-test-'));
      modelPath = (await writeTinyGguf(join(directory, 'tiny.gguf'))).path;
    });

    afterAll(async () => {
      await rm(directory, { recursive: true, force: true });
    });

    it('should start a healthy server on a free 127.0.0.1 port and stop it', async () => {
      const server = await startLocalLlamaServer({ binaryPath, modelPath });
      const health = await fetch(`${server.url}/health`);
      await health.arrayBuffer();
      await server.stop();

      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(health.status).toBe(200);
      expect(isAlive(server.pid)).toBe(false);
      await expect(fetch(`${server.url}/health`)).rejects.toThrow();
    }, 60_000);

    it('should reject with llama-server\'s own log when it cannot start', async () => {
      const error = await startLocalLlamaServer({ binaryPath, modelPath: join(directory, 'missing.gguf') }).catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(/exited while starting[\s\S]*missing\.gguf/);
    }, 60_000);

    it('should kill llama-server and delete removeOnExit when the process that started it is killed with SIGKILL', async () => {
      const removeOnExit = join(directory, 'model-folder');
      await mkdir(removeOnExit);
      await writeFile(join(removeOnExit, 'model.gguf'), 'x');
      // a stand-in for a crashed test worker: it starts the supervisor, reports llama-server's pid, then hangs
      const parentScript = `
        const { spawn } = require('node:child_process');
        const child = spawn(process.execPath, process.argv.slice(1), { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
        child.on('message', (message) => { if (message.pid) process.stdout.write(String(message.pid) + '\\n'); });
        setInterval(() => {}, 1000);
      `;
      const parent = spawn(process.execPath, ['-e', parentScript, supervisorPath, binaryPath, '-m', modelPath, '--host', '127.0.0.1', '--port', String(await findFreePort()), '-c', '512', '-t', '1'], {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, METNOS_SUPERVISOR_REMOVE_ON_EXIT: removeOnExit },
      });
      const serverPid = await new Promise<number>((resolve, reject) => {
        parent.stdout.once('data', (chunk: Buffer) => resolve(Number.parseInt(chunk.toString(), 10)));
        parent.once('exit', () => reject(new Error('the parent exited before reporting a pid')));
      });

      expect(isAlive(serverPid)).toBe(true);
      parent.kill('SIGKILL');
      expect(await waitUntilGone(serverPid, 10_000)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(existsSync(removeOnExit)).toBe(false);
    }, 30_000);
  });
}
