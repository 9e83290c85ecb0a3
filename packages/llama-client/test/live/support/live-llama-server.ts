import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeTinyGguf } from '@metnos/testing';
// plain ESM shared with scripts/build-llama-server.mjs, so both agree on where the binary is cached
import { findBuiltLlamaServer } from '../../../scripts/llama-server-location.mjs';
import { startLocalLlamaServer, type LocalLlamaServer } from './start-local-llama-server';

/** Where the live suite's llama-server comes from, decided without starting anything. */
export type LiveLlamaServerTarget =
  | { kind: 'external'; url: string }
  | { kind: 'local'; binaryPath: string }
  | { kind: 'unavailable'; reason: string }
  /** Asked for or built but not usable (a missing METNOS_LLAMA_SERVER_BIN, a failed build): the suite fails. */
  | { kind: 'broken'; reason: string };

/** How to enable the live suite, shown when it is skipped. */
export const enableLiveTestsHint =
  'set LLAMA_SERVER_URL to a running llama-server, or build one (cached) with `pnpm --filter @metnos/llama-client build:llama-server`';

/**
 * `LLAMA_SERVER_URL` when set (a server you run, any model); else a llama-server binary from
 * `METNOS_LLAMA_SERVER_BIN` or the build cache of `build:llama-server`, which the suite starts with the tiny GGUF.
 */
export function resolveLiveLlamaServerTarget(environment: NodeJS.ProcessEnv = process.env): LiveLlamaServerTarget {
  const url = environment.LLAMA_SERVER_URL;
  if (url !== undefined && url !== '') return { kind: 'external', url: url.replace(/\/+$/, '') };
  const built = findBuiltLlamaServer(environment);
  if (built.binaryPath !== undefined) return { kind: 'local', binaryPath: built.binaryPath };
  if (built.broken) return { kind: 'broken', reason: built.reason };
  return { kind: 'unavailable', reason: `${built.reason}; ${enableLiveTestsHint}` };
}

/** A llama-server the live suite talks to. */
export interface LiveLlamaServer {
  url: string;
  /** True when the suite started it with `writeTinyGguf`'s model (byte vocabulary, random weights). */
  isTinyModel: boolean;
  /** llama-server's recent log lines (empty for an external server). */
  logs(): string;
  /** Stops a server the suite started (its temp folder goes with it); no-op for an external one. */
  stop(): Promise<void>;
}

/**
 * Starts (or, for an external server, just returns) the live suite's llama-server. A local one gets the tiny GGUF
 * in a fresh temp folder, `-c 512 -np 1 -t 1` on a free 127.0.0.1 port, and `--chat-template chatml` (the tiny
 * model carries no chat template).
 */
export async function startLiveLlamaServer(
  target: Extract<LiveLlamaServerTarget, { kind: 'external' | 'local' }>,
  { extraArgs = [] }: { extraArgs?: readonly string[] } = {},
): Promise<LiveLlamaServer> {
  if (target.kind === 'external') return { url: target.url, isTinyModel: false, logs: () => '', stop: async () => {} };
  const directory = await mkdtemp(join(tmpdir(), 'metnos-llama-server-'));
  let server: LocalLlamaServer;
  try {
    const { path } = await writeTinyGguf(join(directory, 'tiny.gguf'));
    // the supervisor deletes the folder when llama-server exits, even when this worker is killed first
    server = await startLocalLlamaServer({
      binaryPath: target.binaryPath,
      modelPath: path,
      extraArgs: ['--chat-template', 'chatml', ...extraArgs],
      removeOnExit: directory,
    });
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  return {
    url: server.url,
    isTinyModel: true,
    logs: server.logs,
    stop: async () => {
      await server.stop();
    },
  };
}
