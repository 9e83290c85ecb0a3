import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { createScopePolicy, type AllowedPathScope } from './create-scope-policy';
import { pathNotAllowedError } from './path-not-allowed-error';
import { resolveAllowedPath } from './resolve-allowed-path';
import { verifyOpenedPath } from './verify-opened-path';

/**
 * Opens `path` for reading only if what is opened is allowed: the path is resolved to its real path and checked
 * (`resolveAllowedPath`), the real path is opened without following a final link (`O_NOFOLLOW`), and the open file
 * is checked again (`verifyOpenedPath`), so a link swapped in after the check cannot lead outside. A regular file
 * with more than one name (`st_nlink > 1`, read with `fstat` on the open descriptor, so no name swapped in later
 * escapes the check) is refused as `hard_link` unless `scope.allowHardLinks`: the path policy judges names, and
 * another name of the same inode may be `~/.ssh/id_ed25519` or a file outside the allowed folders. Errors of the
 * open itself (missing file, no permission) are rethrown as they are.
 */
export async function openAllowedFile(path: string, scope: AllowedPathScope): Promise<{ handle: FileHandle; realPath: string }> {
  const policy = createScopePolicy(scope);
  const realPath = resolveAllowedPath(path, scope, policy);
  let handle: FileHandle;
  try {
    handle = await open(realPath, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw pathNotAllowedError({ tool: scope.tool, path: realPath, reason: 'symlink_escape', roots: policy.roots });
    throw error;
  }
  try {
    await verifyOpenedPath(handle, realPath, { policy, tool: scope.tool });
    const opened = await handle.stat();
    if (opened.isFile() && opened.nlink > 1 && scope.allowHardLinks !== true) {
      throw pathNotAllowedError({ tool: scope.tool, path: realPath, reason: 'hard_link', roots: policy.roots });
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  return { handle, realPath };
}
