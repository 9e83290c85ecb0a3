import { describe, expect, it } from 'vitest';
import { formatMcpImportReport } from './format-mcp-import-report';

describe('formatMcpImportReport', () => {
  it('should print each server with its imported and left-out tools', () => {
    expect(
      formatMcpImportReport({
        servers: [
          { server: 'files', transport: 'stdio', status: 'connected', tools: 1 },
          { server: 'web', transport: 'http', status: 'failed', error: 'MCP server "web": cannot reach http://127.0.0.1:9/mcp (is the server running?)', tools: 0 },
        ],
        imported: [{ server: 'files', mcpName: 'readFile', name: 'read_file', how: 'normalised', effects: ['read'] }],
        leftOut: [{ server: 'files', mcpName: 'fetch', stage: 'name', reason: 'no verb' }],
      }),
    ).toEqual([
      'server files (stdio): connected, 1 tool(s)',
      '  + readFile → read_file [read] (normalised)',
      '  - fetch left out (name): no verb',
      'server web (http): failed — MCP server "web": cannot reach http://127.0.0.1:9/mcp (is the server running?)',
    ]);
    expect(formatMcpImportReport({ servers: [], imported: [], leftOut: [] })).toEqual(['no MCP servers configured (add [mcp.servers.<name>] tables to runtime.toml)']);
  });
});
