import type { JsonSchema, ToolManifest } from '@metnos/core';
import { compileToolGrammar, validateToolCall } from '@metnos/tool-grammar';
import { ToolSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { mapMcpAnnotationsToEffects } from './map-mcp-annotations-to-effects';

/** A tool of an MCP listing turned into a manifest, or why it cannot be one. */
export type McpToolManifestResult = { ok: true; manifest: ToolManifest; tool: Tool } | { ok: false; reason: string };

const maxDescriptionChars = 200;

/**
 * The planner-facing description: the first sentence (or line) of the server's text, control characters and
 * extra whitespace removed, at most 200 characters. A manifest description is one sentence for the planner
 * prompt; keeping only that much also keeps a server's long text (which it wrote, not the user) short.
 */
function firstSentence(text: string): string {
  const line = (text.split(/\r?\n/).find((part) => part.trim() !== '') ?? '').replace(/[\p{Cc}\p{Cf}]/gu, ' ').replace(/\s+/g, ' ').trim();
  const sentence = /^.*?[.!?](?=\s|$)/.exec(line)?.[0] ?? line;
  return sentence.length > maxDescriptionChars ? `${sentence.slice(0, maxDescriptionChars - 1)}…` : sentence;
}

/**
 * Checks one raw tool of a `tools/list` answer and builds its `ToolManifest` under the catalog `name`:
 * 1. the MCP shape (the SDK's `ToolSchema`: an object `inputSchema`, ...);
 * 2. tool-grammar can compile its `inputSchema` into a grammar (`compileToolGrammar`, which refuses what GBNF
 *    cannot express, e.g. a `pattern` with a look-ahead);
 * 3. tool-grammar's validator can compile it (`validateToolCall` reports no `invalid_schema`).
 * `effects` come from the annotations ({@link mapMcpAnnotationsToEffects}); `flags.destructive` is set when they
 * include `overwrite`, `delete` or `send`. `outputFields` are `text`, `entries` and the `outputSchema`
 * properties. A failed check gives a one-line reason and no manifest. Pure.
 */
export function buildMcpToolManifest(raw: unknown, { name, trustAnnotations = true }: { name: string; trustAnnotations?: boolean }): McpToolManifestResult {
  const parsed = ToolSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined || issue.path.length === 0 ? '' : ` at ${issue.path.join('.')}`;
    return { ok: false, reason: `not a valid MCP tool${where}: ${issue?.message ?? 'invalid'}` };
  }
  const tool = parsed.data;
  const effects = mapMcpAnnotationsToEffects(tool.annotations, { trust: trustAnnotations });
  const outputProperties = Object.keys((tool.outputSchema?.properties as Record<string, unknown> | undefined) ?? {});
  const manifest: ToolManifest = {
    name,
    description: firstSentence(tool.description ?? tool.annotations?.title ?? tool.title ?? tool.name) || tool.name,
    inputSchema: tool.inputSchema as JsonSchema,
    outputFields: [...new Set(['text', 'entries', ...outputProperties])],
    effects,
    ...(effects.some((effect) => effect === 'overwrite' || effect === 'delete' || effect === 'send') ? { flags: { destructive: true } } : {}),
  };
  try {
    compileToolGrammar([manifest]);
  } catch (error) {
    return { ok: false, reason: `its input schema cannot become a grammar: ${(error as Error).message}` };
  }
  const validation = validateToolCall({ name, arguments: {} }, [manifest]);
  if (!validation.ok && validation.code === 'invalid_schema') return { ok: false, reason: validation.error };
  return { ok: true, manifest, tool };
}
