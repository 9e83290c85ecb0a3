import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { createSymlinkWorld } from '../../__fixtures__/create-symlink-world';
import { createTestEnvironment, testContext } from '../../__fixtures__/create-test-environment';
import { createFindFiles } from './find-files';

function setup() {
  const environment = createTestEnvironment();
  const root = environment.roots[0] as string;
  mkdirSync(join(root, 'docs', 'old'), { recursive: true });
  mkdirSync(join(root, '.hidden'));
  writeFileSync(join(root, 'docs', 'invoice-1.pdf'), 'a');
  writeFileSync(join(root, 'docs', 'old', 'invoice-0.pdf'), 'bb');
  writeFileSync(join(root, 'docs', 'notes.txt'), 'ccc');
  writeFileSync(join(root, '.hidden', 'secret.pdf'), 'd');
  utimesSync(join(root, 'docs', 'old', 'invoice-0.pdf'), new Date('2025-01-01'), new Date('2025-01-01'));
  return { environment, root };
}

describe('createFindFiles', () => {
  it('should find files by wildcard under the first allowed folder, skipping hidden folders', async () => {
    const { environment, root } = setup();
    const result = await createFindFiles(environment)({ pattern: '*.pdf' }, testContext());
    expect((result.entries as { path: string }[]).map((entry) => entry.path)).toEqual([join(root, 'docs', 'invoice-1.pdf'), join(root, 'docs', 'old', 'invoice-0.pdf')]);
    expect(result.count).toBe(2);
  });

  it('should filter by extension and by modification time relative to the turn clock', async () => {
    const { environment } = setup();
    const result = await createFindFiles(environment)({ extension: 'pdf', modified_within_days: 30 }, testContext('t', new Date()));
    expect((result.entries as { name: string }[]).map((entry) => entry.name)).toEqual(['invoice-1.pdf']);
  });

  it('should fail with folder_not_found for a missing folder and find nothing in a file given as the folder', async () => {
    const { environment } = setup();
    const find = createFindFiles(environment);
    await expect(find({ folder: 'missing' }, testContext())).rejects.toSatisfy(
      (error: unknown) => ExecutorError.isInstance(error) && error.failureKind === 'not_found' && error.code === 'folder_not_found',
    );
    expect(await find({ folder: 'docs/notes.txt' }, testContext())).toMatchObject({ entries: [], count: 0 });
  });

  it('should refuse a folder outside the allowlist', async () => {
    const { environment } = setup();
    await expect(createFindFiles(environment)({ folder: '/etc' }, testContext())).rejects.toSatisfy(
      (error: unknown) => ExecutorError.isInstance(error) && error.failureKind === 'blocked' && error.code === 'path_not_allowed',
    );
  });

  it('should not follow a symlinked folder or file out of the allowed folders while walking, nor list denied ones', async () => {
    const { environment, root } = createSymlinkWorld();
    const result = await createFindFiles(environment)({}, testContext());
    const paths = (result.entries as { path: string }[]).map((entry) => entry.path);
    // link-in.txt leads inside: listed as the link; link-out.txt, linked-out/ lead outside; private/ and .env are denied.
    expect(paths.sort()).toEqual([join(root, 'link-in.txt'), join(root, 'notes', 'a.txt')]);
  });

  it('should refuse a folder argument that is a link out, a .. trick, or a denied folder', async () => {
    const { environment } = createSymlinkWorld();
    const find = createFindFiles(environment);
    const reasonOf = (folder: string) =>
      find({ folder }, testContext()).then(
        () => undefined,
        (error: unknown) => (ExecutorError.isInstance(error) && error.code === 'path_not_allowed' ? error.details.data?.reason : undefined),
      );
    expect(await reasonOf('linked-out')).toBe('symlink_escape');
    expect(await reasonOf('linked-out/dir')).toBe('symlink_escape');
    expect(await reasonOf('notes/../../outside')).toBe('outside_allowlist');
    expect(await reasonOf('private')).toBe('denied');
  });
});
