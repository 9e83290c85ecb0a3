import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { describeMcpFailure } from './describe-mcp-failure';

describe('describeMcpFailure', () => {
  it('should classify SDK errors by code and shape, never by message', () => {
    const zodError = z.object({ content: z.array(z.unknown()) }).safeParse({ content: 'x' }).error;
    expect(
      [
        new McpError(ErrorCode.RequestTimeout, 'Request timed out'),
        new McpError(ErrorCode.ConnectionClosed, 'Connection closed'),
        new McpError(ErrorCode.InvalidParams, 'bad'),
        new McpError(ErrorCode.InternalError, 'timeout closed'),
        new TypeError('fetch failed'),
        zodError,
        new Error('Request timed out'),
      ].map(describeMcpFailure),
    ).toEqual(['timeout', 'closed', 'invalid_params', 'protocol', 'unreachable', 'malformed', 'other']);
  });
});
