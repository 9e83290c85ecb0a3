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

/** The report as text lines: servers, imported tools (`mcp name → catalog name [effects]`), tools left out and why. Pure. */
export function formatMcpImportReport(report: McpImportReport): string[] {
  if (report.servers.length === 0) return ['no MCP servers configured (add [mcp.servers.<name>] tables to runtime.toml)'];
  const lines: string[] = [];
  for (const server of report.servers) {
    lines.push(`server ${server.server} (${server.transport}): ${server.status}${server.status === 'connected' ? `, ${server.tools} tool(s)` : ''}${server.error === undefined ? '' : ` — ${server.error}`}`);
    for (const tool of report.imported.filter((item) => item.server === server.server)) {
      lines.push(`  + ${tool.mcpName} → ${tool.name} [${tool.effects.join(', ')}]${tool.how === 'as_is' ? '' : ` (${tool.how})`}`);
    }
    for (const tool of report.leftOut.filter((item) => item.server === server.server)) lines.push(`  - ${tool.mcpName} left out (${tool.stage}): ${tool.reason}`);
  }
  return lines;
}
