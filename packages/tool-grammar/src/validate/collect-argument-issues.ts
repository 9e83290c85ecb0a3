import type { ToolManifest } from '@metnos/core';
import type { ErrorObject } from 'ajv';
import { formatNameList } from './format-instance-path';
import { getSchemaValidator } from './get-schema-validator';
import { mapAjvErrors } from './map-ajv-errors';
import type { ValidationIssue } from './validation-issue';

/**
 * Validates one tool's arguments against its manifest: the `inputSchema` (ajv, compiled once per schema) and
 * `requiresOneOf` (at least one argument of each group present). `ignoreError` drops ajv errors the caller
 * accounts for (placeholders in plans); `presentNames` counts extra names as present for `requiresOneOf`.
 */
export function collectArgumentIssues(
  manifest: ToolManifest,
  args: Record<string, unknown>,
  { ignoreError, presentNames = [] }: { ignoreError?: (error: ErrorObject) => boolean; presentNames?: readonly string[] } = {},
): ValidationIssue[] {
  const validator = getSchemaValidator(manifest.inputSchema);
  if (validator instanceof Error) {
    return [{ code: 'invalid_schema', message: `tool '${manifest.name}' has an invalid inputSchema: ${validator.message}`, path: '' }];
  }
  const issues: ValidationIssue[] = [];
  if (!validator(args)) {
    const errors = (validator.errors ?? []).filter((error) => ignoreError === undefined || !ignoreError(error));
    issues.push(...mapAjvErrors(errors, { suffix: ` for tool '${manifest.name}'` }));
  }
  for (const group of manifest.requiresOneOf ?? []) {
    if (!group.some((name) => args[name] !== undefined || presentNames.includes(name))) {
      issues.push({
        code: 'missing_one_of',
        message: `tool '${manifest.name}' needs at least one of ${formatNameList(group)}`,
        path: '',
        names: [...group],
      });
    }
  }
  return issues;
}
