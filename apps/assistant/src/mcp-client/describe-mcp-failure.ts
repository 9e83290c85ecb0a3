import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';

/** What kind of failure an MCP request ended with, for mapping it to a typed error. */
export type McpFailure = 'timeout' | 'closed' | 'unreachable' | 'malformed' | 'invalid_params' | 'protocol' | 'other';

/**
 * Classifies an error thrown by the MCP SDK client by its structure (the `McpError` code, a zod validation
 * error of the answer), never by its message: `timeout` (no answer within the request timeout), `closed` (the
 * connection or process ended), `unreachable` (an HTTP server that cannot be reached: fetch's `TypeError`), `malformed` (an answer that is not the MCP shape), `invalid_params`,
 * `protocol` (another JSON-RPC error), `other`. Pure.
 */
export function describeMcpFailure(error: unknown): McpFailure {
  if (error instanceof McpError) {
    if (error.code === ErrorCode.RequestTimeout) return 'timeout';
    if (error.code === ErrorCode.ConnectionClosed) return 'closed';
    if (error.code === ErrorCode.InvalidParams) return 'invalid_params';
    return 'protocol';
  }
  if (error instanceof TypeError) return 'unreachable';
  if (error !== null && typeof error === 'object' && ((error as { name?: unknown }).name === 'ZodError' || Array.isArray((error as { issues?: unknown }).issues))) {
    return 'malformed';
  }
  return 'other';
}
