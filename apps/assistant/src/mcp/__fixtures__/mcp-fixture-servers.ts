import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { McpServerConfig } from '../../settings/mcp-server-config';

/** The hand-written misbehaving server (plain node, starts fast). */
export const rawServerScript = fileURLToPath(new URL('./raw-mcp-server.mjs', import.meta.url));
/** The well-behaved server written with the official SDK (stdio, or Streamable HTTP with `--http`). */
export const sdkServerScript = fileURLToPath(new URL('./sdk-mcp-server.mjs', import.meta.url));

/** A complete `[mcp.servers.<name>]` table with the loader's defaults, for tests. */
export function mcpServerConfig(overrides: Partial<McpServerConfig>): McpServerConfig {
  return { command: '', args: [], env: {}, cwd: '', url: '', headers: {}, enabled: true, timeout_ms: 0, tools: [], tool_names: {}, trust_annotations: true, ...overrides };
}

/** A stdio server table that runs `script` with this node. */
export function stdioServer(script: string, args: string[] = [], overrides: Partial<McpServerConfig> = {}): McpServerConfig {
  return mcpServerConfig({ command: process.execPath, args: [script, ...args], ...overrides });
}

/** Starts the SDK server over Streamable HTTP on 127.0.0.1:0 in a child process; resolves with its URL. */
export function startHttpMcpServer(): Promise<{ url: string; child: ChildProcess; stop(): void }> {
  const child = spawn(process.execPath, [sdkServerScript, '--http'], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = /listening (\S+)/.exec(out);
      if (match !== null) resolve({ url: match[1] as string, child, stop: () => void child.kill('SIGKILL') });
    });
    child.once('exit', (code) => reject(new Error(`the HTTP MCP server exited (${code}) before listening: ${err}`)));
  });
}
