import type { StepFailureOf, ToolManifest } from '@metnos/core';
import { validateToolCall } from '@metnos/tool-grammar';
import { findPlaceholderValue } from './find-placeholder-value';

/** Why arguments were refused before invoking the executor. */
export type ValidateStepArgsResult =
  | { ok: true }
  | { ok: false; failure: Pick<StepFailureOf<'invalid_args'>, 'code' | 'details'>; message: string };

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * Checks a step's resolved arguments before the executor runs: `requiresOneOf` (each group needs at least one
 * non-empty argument), `forbidPlaceholderValues` (only on arguments written in the plan, never on data routed
 * by `from_step`, which may legitimately read "foo"), then the input JSON Schema through tool-grammar's
 * `validateToolCall` against `pool`.
 */
export function validateStepArgs(
  args: Record<string, unknown>,
  { manifest, pool, routedKeys = [] }: { manifest: ToolManifest; pool: readonly ToolManifest[]; routedKeys?: readonly string[] },
): ValidateStepArgsResult {
  for (const group of manifest.requiresOneOf ?? []) {
    if (!group.some((name) => isPresent(args[name]))) {
      return {
        ok: false,
        failure: { code: 'invalid_args', details: { reason: 'one_of', arguments: [...group] } },
        message: `${manifest.name} needs at least one of: ${group.join(', ')}`,
      };
    }
  }
  const forbidden = manifest.forbidPlaceholderValues;
  if (forbidden !== undefined && forbidden !== false) {
    const planned = routedKeys.length === 0
      ? args
      : Object.fromEntries(Object.entries(args).filter(([key]) => !routedKeys.includes(key)));
    const found = findPlaceholderValue(planned, forbidden);
    if (found !== undefined) {
      return {
        ok: false,
        failure: { code: 'invalid_args', details: { reason: 'placeholder', arguments: [topLevelName(found.location)] } },
        message: `${manifest.name}.${found.location} holds the placeholder value ${JSON.stringify(found.value)}`,
      };
    }
  }
  const schema = validateToolCall({ name: manifest.name, arguments: args }, pool);
  if (!schema.ok) {
    const properties = Object.keys(manifest.inputSchema.properties ?? {});
    // Only names the schema declares: an unexpected argument's name came from the plan, not from the tool.
    const names = schema.arguments.filter((name) => properties.includes(name));
    return { ok: false, failure: { code: 'invalid_args', details: { reason: 'schema', arguments: names } }, message: schema.error };
  }
  return { ok: true };
}

/** `paths[0]` and `filter.name` are about the arguments `paths` and `filter`. */
function topLevelName(location: string): string {
  return /^[^.[]+/.exec(location)?.[0] ?? location;
}
