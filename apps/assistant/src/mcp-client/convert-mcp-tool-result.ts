import { ExecutorError, type ToolResult } from '@metnos/core';
import { parseJson } from '@metnos/core/internal';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** Where the result came from, for the error of an `isError` result. */
export interface McpToolOrigin {
  /** The catalog name of the tool. */
  tool: string;
  /** The server's name in runtime.toml. */
  server: string;
  /** The tool's name on the server. */
  mcpName: string;
}

const maxErrorTextChars = 300;

/** One content block as an entry: its text, or what it points to (images and audio are described, not copied). */
function blockEntry(block: CallToolResult['content'][number]): Record<string, unknown> {
  switch (block.type) {
    case 'text':
      return { text: block.text };
    case 'resource_link':
      return { uri: block.uri, name: block.name, ...(block.mimeType === undefined ? {} : { mimeType: block.mimeType }) };
    case 'resource':
      return 'text' in block.resource
        ? { uri: block.resource.uri, text: block.resource.text }
        : { uri: block.resource.uri, ...(block.resource.mimeType === undefined ? {} : { mimeType: block.resource.mimeType }) };
    default:
      return { type: block.type, ...('mimeType' in block ? { mimeType: block.mimeType } : {}) };
  }
}

/**
 * A step output from an MCP tool result. The result is data the executor returned, never instructions:
 * - `structuredContent` fields become the output's fields; when exactly one of them is a list and none is
 *   called `entries`, that list is also `entries` (what `from_step` hands on);
 * - the text blocks, joined by newlines, become `text`; without structured content, a text that is a JSON array
 *   becomes `entries` and a JSON object gives its fields;
 * - several content blocks also become `entries`, one per block (text, resource links, embedded resources).
 * An `isError` result throws `ExecutorError` (`code: 'mcp_tool_error'`, the server's text JSON-quoted and clipped
 * in the message (for people and logs, never a planner) and whole in `details.data.text`; `details.service` is
 * `mcp:<server>`). Pure.
 */
export function convertMcpToolResult(result: CallToolResult, origin: McpToolOrigin): ToolResult {
  const texts = result.content.filter((block) => block.type === 'text').map((block) => (block as { text: string }).text);
  const text = texts.join('\n');
  if (result.isError === true) {
    const clipped = text.length > maxErrorTextChars ? `${text.slice(0, maxErrorTextChars)}…` : text;
    throw new ExecutorError({
      tool: origin.tool,
      failureKind: 'unknown',
      code: 'mcp_tool_error',
      message: `MCP tool "${origin.mcpName}" of server "${origin.server}" reported an error: ${JSON.stringify(clipped)}`,
      details: { service: `mcp:${origin.server}`, data: { mcpTool: origin.mcpName, text } },
    });
  }
  const output: ToolResult = {};
  const structured = result.structuredContent;
  if (structured !== undefined) {
    Object.assign(output, structured);
    const lists = Object.values(structured).filter((value) => Array.isArray(value));
    if (!('entries' in structured) && lists.length === 1) output.entries = lists[0] as unknown[];
  } else if (texts.length === 1) {
    const parsed = parseJson(text);
    if (parsed.success && Array.isArray(parsed.value)) output.entries = parsed.value;
    else if (parsed.success && parsed.value !== null && typeof parsed.value === 'object') Object.assign(output, parsed.value);
  }
  if (texts.length > 0 && !('text' in output)) output.text = text;
  if (result.content.length > 1 && output.entries === undefined) output.entries = result.content.map(blockEntry);
  return output;
}
