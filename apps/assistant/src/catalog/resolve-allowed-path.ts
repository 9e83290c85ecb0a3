import { homedir } from 'node:os';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { ExecutorError } from '@metnos/core';

/**
 * Turns a user path (`~/Documents`, `notes/a.txt`, `/abs/x`) into an absolute path inside one of `roots`.
 * Relative paths are taken from the first root. A path outside every root throws `ExecutorError`
 * (failureKind `blocked`, code `path_not_allowed`), so no executor can reach files the allowlist excludes.
 */
export function resolveAllowedPath(path: string, { roots, tool }: { roots: string[]; tool: string }): string {
  const [firstRoot] = roots;
  if (firstRoot === undefined) {
    throw new ExecutorError({ tool, failureKind: 'blocked', code: 'path_not_allowed', message: 'no folder is allowed (vaglio.path_allowlist is empty)' });
  }
  const expanded = path === '~' ? homedir() : path.startsWith('~/') ? resolve(homedir(), path.slice(2)) : path;
  const absolute = isAbsolute(expanded) ? resolve(expanded) : resolve(firstRoot, expanded);
  const inside = roots.some((root) => {
    const offset = relative(root, absolute);
    return offset === '' || (!offset.startsWith(`..${sep}`) && offset !== '..' && !isAbsolute(offset));
  });
  if (!inside) {
    throw new ExecutorError({
      tool,
      failureKind: 'blocked',
      code: 'path_not_allowed',
      message: `${absolute} is outside the allowed folders (${roots.join(', ')}); add it to [vaglio] path_allowlist`,
      details: { path: absolute, data: { roots } },
    });
  }
  return absolute;
}
