import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { CallToolResultSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { describeMcpFailure } from './describe-mcp-failure';
import { McpServerError } from './mcp-server-error';
import type { McpServerConfig } from '../settings/mcp-server-config';

/** A connected MCP server: its raw tool listing and a way to call its tools. */
export interface McpConnection {
  server: string;
  transport: 'stdio' | 'http';
  /** `tools/list` as the server sent it, every page; each tool is checked one by one by the importer. */
  tools: unknown[];
  /**
   * Calls a tool; reconnects first if the server went away since (a crashed stdio server is started again).
   * Rejects with the SDK's errors (see `describeMcpFailure`) or `McpServerError` when it cannot reconnect.
   */
  callTool(name: string, args: Record<string, unknown>, options: { timeoutMs: number; signal: AbortSignal }): Promise<CallToolResult>;
  /** Why the connection ended, with the tail of the server's stderr; undefined while it is open. */
  readonly closedReason: string | undefined;
  close(): Promise<void>;
}

/** `tools/list` read loosely: a bad tool must not hide the good ones, so each tool is checked later. */
const looseListToolsSchema = z.object({ tools: z.array(z.unknown()), nextCursor: z.string().optional() }).passthrough();
const maxPages = 20;

function createTransport(server: string, config: McpServerConfig): { transport: Transport; kind: 'stdio' | 'http'; stderr: () => string } {
  const hasCommand = config.command !== '';
  const hasUrl = config.url !== '';
  if (hasCommand === hasUrl) {
    throw new McpServerError({ server, stage: 'config', message: `set either command (stdio) or url (Streamable HTTP) in [mcp.servers.${server}]` });
  }
  if (hasUrl) {
    let url: URL;
    try {
      url = new URL(config.url);
    } catch (error) {
      throw new McpServerError({ server, stage: 'config', message: `url ${JSON.stringify(config.url)} is not a URL`, cause: error });
    }
    return { transport: new StreamableHTTPClientTransport(url, { requestInit: { headers: config.headers } }), kind: 'http', stderr: () => '' };
  }
  const transport = new StdioClientTransport({
    command: config.command,
    args: config.args,
    env: config.env,
    ...(config.cwd === '' ? {} : { cwd: config.cwd }),
    stderr: 'pipe',
  });
  let tail = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-400);
  });
  return { transport, kind: 'stdio', stderr: () => tail.trim() };
}

/**
 * Starts (stdio: spawns `command args` with `env` and `cwd`, stderr captured) or reaches (Streamable HTTP: `url`
 * with `headers`) one MCP server with the official SDK client, runs `initialize` and reads every page of
 * `tools/list`, all within `connectTimeoutMs`. Throws `McpServerError` (stage `config`, `connect` or
 * `list_tools`, with the tail of the server's stderr) and stops what it started when anything fails.
 */
export async function connectMcpServer(
  server: string,
  config: McpServerConfig,
  { connectTimeoutMs, abortSignal }: { connectTimeoutMs: number; abortSignal?: AbortSignal },
): Promise<McpConnection> {
  const open = async () => {
    const { transport, kind, stderr } = createTransport(server, config);
    const client = new Client({ name: 'metnos', version: '0.0.0' });
    // The reason is composed when read, so stderr that arrives just after the exit is still in it.
    let closed = false;
    const state = {
      get closedReason(): string | undefined {
        return closed ? describeEnd(kind === 'stdio' ? 'the server process exited' : 'the connection closed') : undefined;
      },
    };
    const describeEnd = (what: string) => {
      const tail = stderr();
      return `${what}${tail === '' ? '' : ` (its stderr ends with ${JSON.stringify(tail.split('\n').slice(-3).join(' | '))})`}`;
    };
    client.onclose = () => {
      closed = true;
    };
    const requestOptions = { timeout: connectTimeoutMs, ...(abortSignal === undefined ? {} : { signal: abortSignal }) };
    try {
      await client.connect(transport, requestOptions);
    } catch (error) {
      await client.close().catch(() => undefined);
      if (abortSignal?.aborted) throw abortSignal.reason;
      const failure = describeMcpFailure(error);
      const what =
        failure === 'timeout'
          ? `did not answer initialize within ${connectTimeoutMs} ms`
          : failure === 'closed'
            ? `${kind === 'stdio' ? 'the server process exited' : 'the connection closed'} before answering initialize`
            : failure === 'unreachable'
              ? `cannot reach ${config.url} (is the server running?)`
              : `could not start: ${JSON.stringify((error as Error).message)}`;
      throw new McpServerError({ server, stage: 'connect', message: describeEnd(what), cause: error, isRetryable: failure === 'timeout' || failure === 'unreachable' });
    }
    return { client, kind, state, describeEnd };
  };

  let current = await open();
  const tools: unknown[] = [];
  try {
    let cursor: string | undefined;
    for (let page = 0; page < maxPages; page += 1) {
      const listing = await current.client.request(
        { method: 'tools/list', params: cursor === undefined ? {} : { cursor } },
        looseListToolsSchema,
        { timeout: connectTimeoutMs, ...(abortSignal === undefined ? {} : { signal: abortSignal }) },
      );
      tools.push(...listing.tools);
      cursor = listing.nextCursor;
      if (cursor === undefined) break;
    }
  } catch (error) {
    await current.client.close().catch(() => undefined);
    if (abortSignal?.aborted) throw abortSignal.reason;
    const failure = describeMcpFailure(error);
    const what =
      failure === 'timeout'
        ? `did not answer tools/list within ${connectTimeoutMs} ms`
        : failure === 'malformed'
          ? 'its tools/list answer is not an MCP tool listing'
          : failure === 'closed'
            ? current.state.closedReason ?? 'the connection closed during tools/list'
            : `tools/list failed: ${JSON.stringify((error as Error).message)}`;
    throw new McpServerError({ server, stage: 'list_tools', message: what, cause: error, isRetryable: failure === 'timeout' });
  }

  let closing = false;
  // One restart at a time: concurrent calls after a crash share it instead of starting a server each.
  let reopening: Promise<Awaited<ReturnType<typeof open>>> | undefined;
  const reopen = () => {
    reopening ??= open().finally(() => {
      reopening = undefined;
    });
    return reopening;
  };
  return {
    server,
    transport: current.kind,
    tools,
    get closedReason() {
      return current.state.closedReason;
    },
    async callTool(name, args, { timeoutMs, signal }) {
      if (current.state.closedReason !== undefined && !closing) current = await reopen();
      return current.client.request({ method: 'tools/call', params: { name, arguments: args } }, CallToolResultSchema, { timeout: timeoutMs, signal });
    },
    async close() {
      closing = true;
      await current.client.close().catch(() => undefined);
    },
  };
}
