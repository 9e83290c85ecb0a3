import type { ToolManifest } from '@metnos/core';
import { parseToolName, verbVocabulary } from '@metnos/lexicon';

const harmless = new Set(['read', 'network']);

/**
 * Whether a tool only reads: its declared `effects` are all `read`/`network`; without `effects` (unknown) or with
 * `effects = []` (declares no effect on the world, e.g. `get_now`), its name's verb is a lookup or inspect verb of
 * the Naming Authority (`find_`, `get_`, `read_`, `describe_`) and it is not flagged destructive. Anything else (a
 * `change` verb such as `request_new_executor`, `overwrite`/`delete`/`send`/`write` effects, a name outside the
 * vocabulary) is consequential: the single-step planner needs exact evidence for it.
 */
export function isReadOnlyTool(tool: ToolManifest): boolean {
  if (tool.effects !== undefined && tool.effects.length > 0) return tool.effects.every((effect) => harmless.has(effect));
  if (tool.flags?.destructive === true) return false;
  const parsed = parseToolName(tool.name);
  return parsed.ok && verbVocabulary[parsed.verb]?.kind !== 'change';
}
