import type { McpImportReport } from '../mcp-client/mcp-import-report';

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
