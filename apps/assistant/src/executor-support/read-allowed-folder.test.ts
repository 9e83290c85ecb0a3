import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { createSymlinkWorld } from '../__fixtures__/create-symlink-world';
import { createScopePolicy } from './create-scope-policy';
import { readAllowedFolder } from './read-allowed-folder';

describe('readAllowedFolder', () => {
  it('should list a real allowed folder, reporting links as links', async () => {
    const { environment, root } = createSymlinkWorld();
    const policy = createScopePolicy({ roots: environment.roots, denylist: environment.pathDenylist });
    const entries = await readAllowedFolder(root, { policy, tool: 'find_files' });
    const kinds = Object.fromEntries(entries.map((entry) => [entry.name, entry.isSymbolicLink() ? 'link' : entry.isDirectory() ? 'folder' : 'file']));
    expect(kinds).toEqual({ 'link-in.txt': 'link', 'link-out.txt': 'link', 'linked-out': 'link', notes: 'folder', private: 'folder', project: 'folder' });
  });

  it('should refuse a folder that has become a link since it was checked, and a denied one', async () => {
    const { environment, root } = createSymlinkWorld();
    const policy = createScopePolicy({ roots: environment.roots, denylist: environment.pathDenylist });
    const reasonOf = (folder: string) =>
      readAllowedFolder(folder, { policy, tool: 'find_files' }).then(
        () => undefined,
        (error: unknown) => (ExecutorError.isInstance(error) ? error.details.data?.reason : undefined),
      );
    expect(await reasonOf(join(root, 'linked-out'))).toBe('symlink_escape');
    expect(await reasonOf(join(root, 'private'))).toBe('denied');
  });
});
