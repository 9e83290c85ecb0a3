import type { PathPolicy } from '@metnos/nous';
import { createScopePolicy, type AllowedPathScope } from './create-scope-policy';
import { pathNotAllowedError } from './path-not-allowed-error';

/**
 * Turns a user path (`~/Documents`, `notes/a.txt`, `/abs/x`) into its real path (symbolic links resolved; a path
 * that does not exist yet placed under the real path of its nearest existing ancestor) and checks it with the path
 * policy (`createPathPolicy` of `@metnos/nous`): a path inside the deny list, outside every root, or leading
 * outside through a link throws `pathNotAllowedError` (failureKind `blocked`, code `path_not_allowed`). Executors
 * act on the returned real path, never on the path as written, so what they open is what was checked.
 */
export function resolveAllowedPath(path: string, scope: AllowedPathScope, policy: PathPolicy = createScopePolicy(scope)): string {
  const verdict = policy.judge(path);
  if (!verdict.allowed) throw pathNotAllowedError({ tool: scope.tool, path: verdict.path, realPath: verdict.realPath, reason: verdict.reason, roots: policy.roots });
  return verdict.realPath;
}
