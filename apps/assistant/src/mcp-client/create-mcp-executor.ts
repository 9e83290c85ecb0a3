import { ExecutorError, type Executor, type ToolManifest } from '@metnos/core';
import type { JsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import type { McpConnection } from './connect-mcp-server';
import { convertMcpToolResult, type McpToolOrigin } from './convert-mcp-tool-result';
import { describeMcpFailure } from './describe-mcp-failure';
import { McpServerError } from './mcp-server-error';

/** Options of {@link createMcpExecutor}. */
export interface CreateMcpExecutorOptions {
  manifest: ToolManifest;
  origin: McpToolOrigin;
  connection: McpConnection;
  /** Timeout of one call. */
  timeoutMs: number;
  /** Checks `structuredContent` against the tool's `outputSchema`, when it has one. */
  validateOutput?: JsonSchemaValidator<unknown>;
}

/**
 * An executor that calls one MCP tool. The arguments Nous validated against the manifest go to `tools/call`;
 * the answer becomes a step output ({@link convertMcpToolResult}). Failures are `ExecutorError`s with a
 * `failureKind` and an `mcp_*` code: `timeout`/`mcp_timeout` (no answer within `timeoutMs`; the server is
 * told to cancel), `unavailable`/`mcp_server_closed` (the server exited or the connection dropped; the next
 * call starts it again), `unavailable`/`mcp_server_unreachable` (an HTTP server that cannot be reached), `executor_crash`/`mcp_malformed_result` (an answer that is not an MCP result, or
 * structured content that breaks the tool's `outputSchema`), `invalid_args`/`mcp_invalid_args`,
 * `executor_crash`/`mcp_error` (another protocol error), and `mcp_tool_error` (the tool reported an error).
 * `details.service` is `mcp:<server>`; an unavailable server also carries `need: 'service'` and an `action` saying
 * how to bring it back. An abort of the turn rejects with the abort reason.
 */
export function createMcpExecutor({ manifest, origin, connection, timeoutMs, validateOutput }: CreateMcpExecutorOptions): Executor {
  const service = `mcp:${origin.server}`;
  // A server that is gone is something only the user can bring back: Aporia says how, in these words.
  const serviceGone = {
    need: 'service' as const,
    action: {
      en: `start the MCP server "${origin.server}" or fix [mcp.servers.${origin.server}] in runtime.toml (metnos mcp tools shows what fails)`,
      it: `avvia il server MCP "${origin.server}" o correggi [mcp.servers.${origin.server}] in runtime.toml (metnos mcp tools mostra cosa non va)`,
    },
  };
  const fail = (failureKind: ExecutorError['failureKind'], code: string, message: string, cause?: unknown, isRetryable = false) =>
    new ExecutorError({
      tool: manifest.name,
      failureKind,
      code,
      message,
      cause,
      isRetryable,
      details: { service, data: { mcpTool: origin.mcpName }, ...(failureKind === 'unavailable' ? serviceGone : {}) },
    });
  const call = `MCP tool "${origin.mcpName}" of server "${origin.server}"`;
  return {
    manifest,
    async invoke(args, context) {
      let result;
      try {
        result = await connection.callTool(origin.mcpName, args, { timeoutMs, signal: context.signal });
      } catch (error) {
        if (context.signal.aborted) throw context.signal.reason;
        if (McpServerError.isInstance(error)) throw fail('unavailable', 'mcp_server_closed', `${call} cannot run: ${error.message}`, error, true);
        switch (describeMcpFailure(error)) {
          case 'timeout':
            throw fail('timeout', 'mcp_timeout', `${call} did not answer within ${timeoutMs} ms`, error, true);
          case 'closed':
            throw fail('unavailable', 'mcp_server_closed', `${call} failed: ${connection.closedReason ?? 'the connection closed'}`, error, true);
          case 'unreachable':
            throw fail('unavailable', 'mcp_server_unreachable', `${call} failed: the server cannot be reached`, error, true);
          case 'malformed':
            throw fail('executor_crash', 'mcp_malformed_result', `${call} answered with something that is not an MCP tool result`, error);
          case 'invalid_params':
            throw fail('invalid_args', 'mcp_invalid_args', `${call} refused its arguments`, error);
          default:
            // the message comes from the server: quoted, like any text it returns
            throw fail('executor_crash', 'mcp_error', `${call} failed: ${JSON.stringify((error as Error).message)}`, error);
        }
      }
      if (validateOutput !== undefined && result.isError !== true && result.structuredContent !== undefined) {
        const checked = validateOutput(result.structuredContent);
        if (!checked.valid) throw fail('executor_crash', 'mcp_malformed_result', `${call} returned structured content that breaks its output schema: ${JSON.stringify(checked.errorMessage)}`);
      }
      return convertMcpToolResult(result, origin);
    },
  };
}
