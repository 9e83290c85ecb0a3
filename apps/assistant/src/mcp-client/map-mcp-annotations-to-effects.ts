import type { ToolEffect } from '@metnos/core';

/** The behaviour hints of an MCP tool (`Tool.annotations` of the MCP spec). */
export interface McpToolAnnotations {
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

/**
 * The `ToolManifest.effects` of an MCP tool, from its annotations with the MCP spec's defaults
 * (`readOnlyHint` false; `destructiveHint` and `openWorldHint` true; the last two mean something only when the
 * tool is not read-only):
 * - read-only: `read`, plus `network` when its world is open (a web search);
 * - otherwise `write`, plus `overwrite` and `delete` when it may be destructive, plus `send` when its world is
 *   open (it changes something outside this machine: posts, mails, issues).
 * With `trust: false` (a server whose hints the user does not trust) every tool gets
 * `write`, `overwrite`, `delete`, `send`, so each call needs consent. Pure.
 */
export function mapMcpAnnotationsToEffects(annotations: McpToolAnnotations | undefined, { trust = true }: { trust?: boolean } = {}): ToolEffect[] {
  if (!trust) return ['write', 'overwrite', 'delete', 'send'];
  const openWorld = annotations?.openWorldHint ?? true;
  if (annotations?.readOnlyHint === true) return openWorld ? ['read', 'network'] : ['read'];
  const effects: ToolEffect[] = ['write'];
  if (annotations?.destructiveHint ?? true) effects.push('overwrite', 'delete');
  if (openWorld) effects.push('send');
  return effects;
}
