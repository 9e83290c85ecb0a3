import type { ToolManifest } from '@metnos/core';
import { validateToolCall } from '@metnos/tool-grammar';
import { findPlaceholderValue } from './find-placeholder-value';

/** Why arguments were refused before invoking the executor. */
export type ValidateStepArgsResult =
  | { ok: true }
  | {
      ok: false;
      code: 'missing_required_one_of' | 'placeholder_value' | 'schema_violation';
      message: string;
      details: Record<string, unknown>;
    };

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
        code: 'missing_required_one_of',
        message: `${manifest.name} needs at least one of: ${group.join(', ')}`,
        details: { group },
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
        code: 'placeholder_value',
        message: `${manifest.name}.${found.location} holds the placeholder value ${JSON.stringify(found.value)}`,
        details: { argument: found.location, value: found.value },
      };
    }
  }
  const schema = validateToolCall({ name: manifest.name, arguments: args }, pool);
  if (!schema.ok) {
    return { ok: false, code: 'schema_violation', message: schema.error, details: { validatorCode: schema.code } };
  }
  return { ok: true };
}
