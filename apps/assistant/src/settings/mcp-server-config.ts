/** One `[mcp.servers.<name>]` table: a stdio server (`command`) or a Streamable HTTP one (`url`). */
export interface McpServerConfig {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
  url: string;
  headers: Record<string, string>;
  enabled: boolean;
  /** 0 = `[mcp] timeout_ms`. */
  timeout_ms: number;
  /** MCP tool names to import; empty = all. */
  tools: string[];
  /** MCP tool name -> verb_object name. */
  tool_names: Record<string, string>;
  trust_annotations: boolean;
}
