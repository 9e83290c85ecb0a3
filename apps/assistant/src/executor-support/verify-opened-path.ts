import { readlink, stat, type FileHandle } from 'node:fs/promises';
import { realPathOf, type PathPolicy } from '@metnos/nous';
import { pathNotAllowedError } from './path-not-allowed-error';

/**
 * Checks the file or folder actually behind `handle`, opened from the already checked `realPath`: on Linux its
 * real path is read back from `/proc/self/fd`; elsewhere `realPath` is resolved again and must still be the same
 * file (device and inode) as the one open. The path must still pass `policy`; a link swapped in between the check
 * and the open (`symlink_escape`) or a denied target (`denied`) throws `pathNotAllowedError`.
 */
export async function verifyOpenedPath(handle: FileHandle, realPath: string, { policy, tool }: { policy: PathPolicy; tool: string }): Promise<void> {
  let actual: string | undefined;
  if (process.platform === 'linux') {
    actual = await readlink(`/proc/self/fd/${handle.fd}`).catch(() => undefined);
  }
  if (actual === undefined) {
    // Only this comparison needs the open file's identity (one round trip less per folder listed on Linux).
    const opened = await handle.stat();
    const resolved = realPathOf(realPath);
    const there = resolved === undefined ? undefined : await stat(resolved).catch(() => undefined);
    actual = there !== undefined && there.dev === opened.dev && there.ino === opened.ino ? resolved : undefined;
  }
  const refusal = actual === undefined ? 'symlink_escape' : policy.refusalOfReal(actual);
  if (refusal !== undefined) {
    throw pathNotAllowedError({ tool, path: realPath, realPath: actual, reason: refusal === 'denied' ? 'denied' : 'symlink_escape', roots: policy.roots });
  }
}
