import { ExecutorError } from '@metnos/core';

/**
 * Gathers file paths from an executor's `paths` argument (string or array) and from `entries` handed over by
 * `from_step` (strings, or objects with a `path`). Throws `ExecutorError` (invalid_args) when neither has any.
 */
export function collectEntryPaths(args: Record<string, unknown>, { tool }: { tool: string }): string[] {
  const paths: string[] = [];
  const add = (value: unknown) => {
    if (typeof value === 'string' && value !== '') paths.push(value);
    else if (value !== null && typeof value === 'object' && typeof (value as { path?: unknown }).path === 'string') paths.push((value as { path: string }).path);
  };
  if (Array.isArray(args.paths)) args.paths.forEach(add);
  else add(args.paths);
  if (Array.isArray(args.entries)) args.entries.forEach(add);
  if (paths.length === 0) {
    throw new ExecutorError({ tool, failureKind: 'invalid_args', code: 'missing_paths', message: 'no paths given (set "paths" or pass entries with from_step)', details: { arguments: ['paths'] } });
  }
  return [...new Set(paths)];
}
