import { MetnosError } from '@metnos/core';

const symbol = Symbol.for('metnos.error.mcp-server');

/**
 * An MCP server could not be used: its `[mcp.servers.<name>]` table is incomplete, it did not start, did not
 * answer `initialize` or `tools/list` in time, or answered them malformed. The rest of the pool keeps working;
 * `stage` says where it failed.
 */
export class McpServerError extends MetnosError {
  private readonly [symbol] = true;
  /** The server's name in runtime.toml. */
  readonly server: string;
  /** `config`, `connect` (start + initialize) or `list_tools`. */
  readonly stage: 'config' | 'connect' | 'list_tools';

  constructor({ server, stage, message, cause, isRetryable = false }: { server: string; stage: 'config' | 'connect' | 'list_tools'; message: string; cause?: unknown; isRetryable?: boolean }) {
    super({ name: 'McpServerError', code: `mcp_${stage}_failed`, message: `MCP server "${server}": ${message}`, cause, isRetryable });
    this.server = server;
    this.stage = stage;
  }

  static override isInstance(error: unknown): error is McpServerError {
    return MetnosError.hasMarker(error, 'metnos.error.mcp-server');
  }
}
