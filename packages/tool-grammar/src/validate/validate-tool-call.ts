import type { ToolCall, ToolManifest } from '@metnos/core';
import { collectArgumentIssues } from './collect-argument-issues';
import { formatNameList } from './format-instance-path';
import { toValidationResult, type ToolCallValidation } from './validation-issue';

/**
 * Post-decode check of a tool call against the pool, for the constraints a grammar cannot express (mutual
 * exclusion via `not` / `oneOf`, `requiresOneOf`, formats, numeric bounds) and for calls that did not come from
 * a grammar at all. Returns `{ok: true}` or `{ok: false, error, code, issues}`; `error` is written for the
 * model, e.g. `missing required args ['title', 'dialog'] for tool 'get_inputs'`. Schemas are compiled with ajv
 * once per manifest schema and cached.
 */
export function validateToolCall(call: ToolCall, pool: readonly ToolManifest[]): ToolCallValidation {
  const manifest = pool.find((tool) => tool.name === call?.name);
  if (manifest === undefined) {
    return toValidationResult([
      {
        code: 'unknown_tool',
        message: `unknown tool '${String(call?.name)}'; available tools: ${formatNameList(pool.map((tool) => tool.name))}`,
        path: '',
      },
    ]);
  }
  const args = call.arguments as unknown;
  if (args === null || typeof args !== 'object' || Array.isArray(args)) {
    return toValidationResult([
      { code: 'invalid_call', message: `arguments of tool '${manifest.name}' must be a JSON object, got ${JSON.stringify(args) ?? 'nothing'}`, path: '' },
    ]);
  }
  return toValidationResult(collectArgumentIssues(manifest, args as Record<string, unknown>));
}
