import { constants, type Dirent } from 'node:fs';
import { lstat, open, readdir, type FileHandle } from 'node:fs/promises';
import type { PathPolicy } from '@metnos/nous';
import { pathNotAllowedError } from './path-not-allowed-error';
import { verifyOpenedPath } from './verify-opened-path';

/**
 * The entries of the real folder `realFolder` (not following a final link, `O_NOFOLLOW`), once the open folder is
 * verified to be inside the policy (`verifyOpenedPath`). On Linux the listing is read through the open descriptor
 * (`/proc/self/fd/N`), so a folder swapped for a link after the check is never listed; elsewhere the folder is
 * verified again after listing. Entries are not followed: a link is reported as a link.
 */
export async function readAllowedFolder(realFolder: string, { policy, tool }: { policy: PathPolicy; tool: string }): Promise<Dirent[]> {
  let handle: FileHandle;
  try {
    handle = await open(realFolder, constants.O_RDONLY | (constants.O_DIRECTORY ?? 0) | (constants.O_NOFOLLOW ?? 0));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const isLink = code === 'ELOOP' || (code === 'ENOTDIR' && (await lstat(realFolder).catch(() => undefined))?.isSymbolicLink() === true);
    if (isLink) throw pathNotAllowedError({ tool, path: realFolder, reason: 'symlink_escape', roots: policy.roots });
    throw error;
  }
  try {
    await verifyOpenedPath(handle, realFolder, { policy, tool });
    const throughDescriptor = process.platform === 'linux' ? await readdir(`/proc/self/fd/${handle.fd}`, { withFileTypes: true }).catch(() => undefined) : undefined;
    if (throughDescriptor !== undefined) return throughDescriptor;
    const listed = await readdir(realFolder, { withFileTypes: true });
    await verifyOpenedPath(handle, realFolder, { policy, tool });
    return listed;
  } finally {
    // Nothing waits for the close (one round trip less per folder): the listing is complete and the descriptor is not
    // used again.
    handle.close().catch(() => {});
  }
}
