import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ToolManifest } from '@metnos/core';
import { ExecutorError } from '@metnos/core';
import { pathAllowlistRule } from '@metnos/nous';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHardLinkHome } from '../../__fixtures__/create-hard-link-home';
import { createFindFiles } from '../find_files/find-files';
import { createSymlinkWorld } from '../../__fixtures__/create-symlink-world';
import { createTestEnvironment, testContext } from '../../__fixtures__/create-test-environment';
import { createReadFiles } from './read-files';

/** The refusal reason an executor reported, or undefined when it did not refuse a path. */
async function refusalOf(run: Promise<unknown>): Promise<string | undefined> {
  const error = await run.then(() => undefined, (caught: unknown) => caught);
  if (!ExecutorError.isInstance(error) || error.failureKind !== 'blocked' || error.code !== 'path_not_allowed') return undefined;
  expect(error.details.need).toBe('permission');
  expect(error.message).not.toMatch(/SECRET|PRIVATE KEY|sk-123|INNER/);
  return error.details.data?.reason as string;
}

describe('createReadFiles', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('should read files given as entries of an earlier step and cut at max_bytes', async () => {
    const environment = createTestEnvironment();
    const root = environment.roots[0] as string;
    writeFileSync(join(root, 'a.txt'), 'hello world');
    const result = await createReadFiles(environment)({ entries: [{ path: join(root, 'a.txt') }], max_bytes: 5 }, testContext());
    expect(result.entries).toEqual([{ path: join(root, 'a.txt'), name: 'a.txt', bytes: 11, truncated: true, binary: false, content: 'hello' }]);
  });

  it('should report a missing file as not_found', async () => {
    const environment = createTestEnvironment();
    await expect(createReadFiles(environment)({ paths: ['missing.txt'] }, testContext())).rejects.toSatisfy(
      (error: unknown) => ExecutorError.isInstance(error) && error.failureKind === 'not_found',
    );
  });

  it('should refuse a symlinked file or folder that leads outside the allowed folders', async () => {
    const { environment, root } = createSymlinkWorld();
    const read = createReadFiles(environment);
    expect(await refusalOf(read({ paths: [join(root, 'link-out.txt')] }, testContext()))).toBe('symlink_escape');
    expect(await refusalOf(read({ paths: ['linked-out/secret.txt'] }, testContext()))).toBe('symlink_escape');
    expect(await refusalOf(read({ paths: ['linked-out/dir/inner.txt'] }, testContext()))).toBe('symlink_escape');
  });

  it('should refuse .. tricks, denied folders (also through a link, either way) and .env files', async () => {
    const { environment, root } = createSymlinkWorld();
    const read = createReadFiles(environment);
    expect(await refusalOf(read({ paths: ['notes/../../outside/secret.txt'] }, testContext()))).toBe('outside_allowlist');
    expect(await refusalOf(read({ paths: [`${root}/notes/../../outside/secret.txt`] }, testContext()))).toBe('outside_allowlist');
    expect(await refusalOf(read({ paths: ['private/key.txt'] }, testContext()))).toBe('denied');
    expect(await refusalOf(read({ paths: ['private/to-notes.txt'] }, testContext()))).toBe('denied');
    expect(await refusalOf(read({ paths: ['notes/to-private.txt'] }, testContext()))).toBe('denied');
    expect(await refusalOf(read({ paths: ['project/.env'] }, testContext()))).toBe('denied');
  });

  it('should read through a link that stays inside, reporting the real path', async () => {
    const { environment, root } = createSymlinkWorld();
    const result = await createReadFiles(environment)({ paths: ['link-in.txt'] }, testContext());
    expect(result.entries).toEqual([expect.objectContaining({ path: join(root, 'notes', 'a.txt'), content: 'allowed text' })]);
  });

  it('should refuse a file swapped for a link after Vaglio allowed the call', async () => {
    const { environment, root, outside } = createSymlinkWorld();
    const manifest: ToolManifest = { name: 'read_files', description: 'Reads files.', inputSchema: { type: 'object' } };
    const args = { paths: [join(root, 'notes', 'swap.txt')] };
    writeFileSync(join(root, 'notes', 'swap.txt'), 'mine');
    const rule = pathAllowlistRule({ allowlist: environment.roots, denylist: environment.pathDenylist, baseDir: root });
    expect(rule.judgeCall?.({ index: 1, manifest, args, confirmed: false })).toEqual({ allowed: true });
    rmSync(join(root, 'notes', 'swap.txt'));
    symlinkSync(join(outside, 'secret.txt'), join(root, 'notes', 'swap.txt'));
    expect(await refusalOf(createReadFiles(environment)(args, testContext()))).toBe('symlink_escape');
  });

  it('should refuse a file hard-linked to a secret or to a file outside the allowed folders, read directly', async () => {
    const { environment, documents } = createHardLinkHome();
    const read = createReadFiles(environment);
    expect(await refusalOf(read({ paths: ['~/Documents/notes.txt'] }, testContext()))).toBe('hard_link');
    expect(await refusalOf(read({ paths: [join(documents, 'report.txt')] }, testContext()))).toBe('hard_link');
    const plain = await read({ paths: ['~/Documents/plain.txt'] }, testContext());
    expect(plain.entries).toEqual([expect.objectContaining({ path: join(documents, 'plain.txt'), content: 'plain text' })]);
  });

  it('should refuse hard-linked files handed over by find_files, and read them when allow_hard_links is on', async () => {
    const { environment } = createHardLinkHome();
    const found = await createFindFiles(environment)({ folder: '~/Documents', pattern: '*t.txt' }, testContext());
    const names = (found.entries as { name: string }[]).map((entry) => entry.name);
    expect(names).toEqual(['report.txt']);
    expect(await refusalOf(createReadFiles(environment)({ entries: found.entries }, testContext()))).toBe('hard_link');
    const notes = await createFindFiles(environment)({ folder: '~/Documents', pattern: 'notes*' }, testContext());
    expect(await refusalOf(createReadFiles(environment)({ entries: notes.entries }, testContext()))).toBe('hard_link');
    const allowed = await createReadFiles({ ...environment, allowHardLinks: true })({ entries: notes.entries }, testContext());
    expect(allowed.entries).toEqual([expect.objectContaining({ content: expect.stringContaining('PRIVATE KEY') })]);
  });
});
