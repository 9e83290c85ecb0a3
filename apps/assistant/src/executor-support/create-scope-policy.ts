import { homedir } from 'node:os';
import { createPathPolicy, type PathPolicy } from '@metnos/nous';

/** Where a file executor may act: the allowed folders (the first is where relative paths start) and the deny list. */
export interface AllowedPathScope {
  roots: readonly string[];
  /** Default: nothing denied. */
  denylist?: readonly string[];
  tool: string;
  /** `[vaglio] allow_hard_links`: open files that have more than one name (default: refused, see `openAllowedFile`). */
  allowHardLinks?: boolean;
}

/**
 * The path policy of a file executor's scope (`createPathPolicy` of `@metnos/nous`, `~` = the home folder,
 * relative paths from the first root), built at each call so links changed since the last call are seen.
 */
export function createScopePolicy({ roots, denylist = [] }: Omit<AllowedPathScope, 'tool' | 'allowHardLinks'>): PathPolicy {
  return createPathPolicy({ allowlist: roots, denylist, baseDir: roots[0] ?? homedir(), home: homedir() });
}
