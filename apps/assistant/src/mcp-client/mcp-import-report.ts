import type { ToolEffect } from '@metnos/core';

/** What importing the tools of the configured MCP servers did, for `metnos mcp tools` and logs. */
export interface McpImportReport {
  /** One row per configured server (disabled ones included). */
  servers: { server: string; transport: 'stdio' | 'http'; status: 'connected' | 'failed' | 'disabled'; error?: string; tools: number }[];
  /** Tools that became executors, with the catalog name they got and how. */
  imported: { server: string; mcpName: string; name: string; how: string; effects: ToolEffect[] }[];
  /** Tools left out, each with a one-line reason: `schema` (tool-grammar or the MCP shape refused it), `name` (no verb_object name), `filter` (not in the server's `tools`). */
  leftOut: { server: string; mcpName: string; stage: 'schema' | 'name' | 'filter'; reason: string }[];
}
