import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { createSymlinkWorld } from '../__fixtures__/create-symlink-world';
import { createScopePolicy } from './create-scope-policy';
import { verifyOpenedPath } from './verify-opened-path';

describe('verifyOpenedPath', () => {
  it('should accept an open file that really is the checked one', async () => {
    const { environment, root } = createSymlinkWorld();
    const policy = createScopePolicy({ roots: environment.roots, denylist: environment.pathDenylist });
    const handle = await open(join(root, 'notes', 'a.txt'));
    try {
      await expect(verifyOpenedPath(handle, join(root, 'notes', 'a.txt'), { policy, tool: 'read_files' })).resolves.toBeUndefined();
    } finally {
      await handle.close();
    }
  });

  it('should refuse an open file that is not where the check said, outside or denied', async () => {
    const { environment, root, outside } = createSymlinkWorld();
    const policy = createScopePolicy({ roots: environment.roots, denylist: environment.pathDenylist });
    // What a swap between the check and the open would give: the checked path names an allowed file, the open one is elsewhere.
    for (const [opened, reason] of [
      [join(outside, 'secret.txt'), 'symlink_escape'],
      [join(root, 'private', 'key.txt'), 'denied'],
    ] as const) {
      const handle = await open(opened);
      try {
        const error = await verifyOpenedPath(handle, join(root, 'notes', 'a.txt'), { policy, tool: 'read_files' }).catch((caught: unknown) => caught);
        expect(ExecutorError.isInstance(error) && error.code === 'path_not_allowed' && error.details.data?.reason).toBe(reason);
      } finally {
        await handle.close();
      }
    }
  });
});
