import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findFreePort } from './find-free-port';

/** Options of `startLocalLlamaServer`. */
export interface StartLocalLlamaServerOptions {
  /** The llama-server executable. */
  binaryPath: string;
  /** The GGUF model to load (`-m`). */
  modelPath: string;
  /** Arguments after the defaults (`-c 512 -np 1 -t 1 --host 127.0.0.1 --port <free>`); later ones win. */
  extraArgs?: readonly string[];
  /** A folder to delete once llama-server has exited (by the supervisor, so it goes even if this process dies). */
  removeOnExit?: string;
  /** How long to wait for `GET /health` to answer 200. Default 60,000 ms. */
  startTimeoutMs?: number;
  abortSignal?: AbortSignal;
}

/** A llama-server started by `startLocalLlamaServer`. */
export interface LocalLlamaServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** llama-server's own pid (its supervisor is the direct child of this process). */
  pid: number;
  /** The last lines llama-server wrote (stdout and stderr), for failure messages. */
  logs(): string;
  /** Stops llama-server and waits until it and its supervisor have exited. Safe to call twice. */
  stop(): Promise<void>;
}

const supervisorPath = fileURLToPath(new URL('./llama-server-supervisor.mjs', import.meta.url));
const maxLogLines = 300;

/**
 * Starts llama-server on 127.0.0.1 at a free port, under a supervisor process that kills it when this process
 * exits in any way (so a crashed or killed test run leaves no llama-server behind), and waits for `/health`.
 * Retries twice on a port taken between `findFreePort` and llama-server's bind.
 */
export async function startLocalLlamaServer(options: StartLocalLlamaServerOptions): Promise<LocalLlamaServer> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await startOnce(options, await findFreePort());
    } catch (error) {
      lastError = error;
      if (!(error instanceof Error && /bind|address already in use|couldn't bind/i.test(error.message))) throw error;
    }
  }
  throw lastError;
}

async function startOnce(
  { binaryPath, modelPath, extraArgs = [], removeOnExit, startTimeoutMs = 60_000, abortSignal }: StartLocalLlamaServerOptions,
  port: number,
): Promise<LocalLlamaServer> {
  abortSignal?.throwIfAborted();
  const args = ['-m', modelPath, '--host', '127.0.0.1', '--port', String(port), '-c', '512', '-np', '1', '-t', '1', '--no-webui', ...extraArgs];
  const supervisor = spawn(process.execPath, [supervisorPath, binaryPath, ...args], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: removeOnExit === undefined ? process.env : { ...process.env, METNOS_SUPERVISOR_REMOVE_ON_EXIT: removeOnExit },
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter((line) => line !== ''));
    if (lines.length > maxLogLines) lines.splice(0, lines.length - maxLogLines);
  };
  supervisor.stdout?.on('data', collect);
  supervisor.stderr?.on('data', collect);
  const logs = () => lines.join('\n');

  let pid = 0;
  let exit: { code: number | null; signal: string | null } | undefined;
  const exited = new Promise<void>((resolve) => supervisor.once('exit', (code, signal) => {
    exit ??= { code, signal };
    resolve();
  }));
  supervisor.on('message', (message: { pid?: number; exit?: { code: number | null; signal: string | null } }) => {
    if (typeof message.pid === 'number') pid = message.pid;
    if (message.exit !== undefined) exit = message.exit;
  });

  const stop = async () => {
    if (supervisor.exitCode === null && supervisor.signalCode === null) supervisor.kill('SIGTERM');
    await exited;
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  try {
    for (;;) {
      abortSignal?.throwIfAborted();
      if (exit !== undefined) {
        throw new Error(`llama-server exited while starting (${exit.signal ?? `exit code ${exit.code}`}):\n${logs()}`);
      }
      if (Date.now() > deadline) throw new Error(`llama-server was not healthy on ${url} within ${startTimeoutMs} ms:\n${logs()}`);
      const healthy = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status === 200;
        },
        () => false,
      );
      if (healthy && pid !== 0) return { url, pid, logs, stop };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
