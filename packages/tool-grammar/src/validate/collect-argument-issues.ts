import type { ToolManifest } from '@metnos/core';
import type { ErrorObject } from 'ajv';
import { acceptsEmptyObject } from './accepts-empty-object';
import { formatNameList } from './format-instance-path';
import { getSchemaValidator } from './get-schema-validator';
import { mapAjvErrors } from './map-ajv-errors';
import type { ValidationIssue } from './validation-issue';

/**
 * Validates one tool's arguments against its manifest: the `inputSchema` (ajv, compiled once per schema; not even
 * loaded for a call without arguments that the schema accepts by construction, see `acceptsEmptyObject`) and
 * `requiresOneOf` (at least one argument of each group present). `ignoreError` drops ajv errors the caller
 * accounts for (placeholders in plans); `presentNames` counts extra names as present for `requiresOneOf`.
 */
export function collectArgumentIssues(
  manifest: ToolManifest,
  args: Record<string, unknown>,
  { ignoreError, presentNames = [] }: { ignoreError?: (error: ErrorObject) => boolean; presentNames?: readonly string[] } = {},
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  // A call without arguments to a tool whose schema no empty object can break is valid without ajv.
  if (Object.keys(args).length === 0 && acceptsEmptyObject(manifest.inputSchema)) return [...issues, ...missingOneOf(manifest, args, presentNames)];
  const validator = getSchemaValidator(manifest.inputSchema);
  if (validator instanceof Error) {
    return [{ code: 'invalid_schema', message: `tool '${manifest.name}' has an invalid inputSchema: ${validator.message}`, path: '' }];
  }
  if (!validator(args)) {
    const errors = (validator.errors ?? []).filter((error) => ignoreError === undefined || !ignoreError(error));
    issues.push(...mapAjvErrors(errors, { suffix: ` for tool '${manifest.name}'` }));
  }
  return [...issues, ...missingOneOf(manifest, args, presentNames)];
}

/** One issue per `requiresOneOf` group none of whose arguments is present. */
function missingOneOf(manifest: ToolManifest, args: Record<string, unknown>, presentNames: readonly string[]): ValidationIssue[] {
  return (manifest.requiresOneOf ?? [])
    .filter((group) => !group.some((name) => args[name] !== undefined || presentNames.includes(name)))
    .map((group) => ({ code: 'missing_one_of', message: `tool '${manifest.name}' needs at least one of ${formatNameList(group)}`, path: '', names: [...group] }));
}
