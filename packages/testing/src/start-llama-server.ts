import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A llama-server this test process started (test helper). */
export interface StartedLlamaServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** The last lines it wrote, for failure messages. */
  logs(): string;
  /** SIGTERM, then SIGKILL after 5 s; resolves once it has exited. Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Spawns `binaryPath -m <modelPath> --host 127.0.0.1 --port <free> -c <contextSize> -np 1 -t 1 ...extraArgs` and
 * waits until `GET /health` answers 200 (rejects with its logs if it exits or `startTimeoutMs` passes).
 */
export async function startLlamaServer(
  binaryPath: string,
  { modelPath, contextSize = 4096, extraArgs = [], startTimeoutMs = 60_000 }: { modelPath: string; contextSize?: number; extraArgs?: readonly string[]; startTimeoutMs?: number },
): Promise<StartedLlamaServer> {
  const port = await findFreePort();
  const args = ['-m', modelPath, '--host', '127.0.0.1', '--port', String(port), '-c', String(contextSize), '-np', '1', '-t', '1', ...extraArgs];
  const child = spawn(binaryPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter((line) => line !== ''));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const logs = () => lines.join('\n');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`llama-server exited while starting (${child.signalCode ?? child.exitCode}):\n${logs()}`);
      if (Date.now() > deadline) throw new Error(`llama-server was not healthy on ${url} within ${startTimeoutMs} ms:\n${logs()}`);
      const healthy = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) }).then(
        async (response) => (await response.arrayBuffer(), response.status === 200),
        () => false,
      );
      if (healthy) return { url, logs, stop };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
