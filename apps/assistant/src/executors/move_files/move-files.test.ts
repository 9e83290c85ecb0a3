import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHardLinkHome } from '../../__fixtures__/create-hard-link-home';
import { createSymlinkWorld } from '../../__fixtures__/create-symlink-world';
import { createTestEnvironment, testContext } from '../../__fixtures__/create-test-environment';
import { createMoveFiles } from './move-files';

describe('createMoveFiles', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('should move files without overwriting and journal each move', async () => {
    const environment = createTestEnvironment();
    const root = environment.roots[0] as string;
    mkdirSync(join(root, 'archive'));
    writeFileSync(join(root, 'archive', 'a.txt'), 'old');
    writeFileSync(join(root, 'a.txt'), 'new');
    const result = await createMoveFiles(environment)({ paths: ['a.txt'], destination: 'archive' }, testContext('turn-7'));
    expect(result.ok_count).toBe(1);
    expect(readFileSync(join(root, 'archive', 'a (1).txt'), 'utf8')).toBe('new');
    expect(readFileSync(join(root, 'archive', 'a.txt'), 'utf8')).toBe('old');
    expect(environment.undoJournal.list()).toEqual([{ turnId: 'turn-7', at: '2026-05-19T10:30:00.000Z', undone: false, effects: [{ kind: 'move_file', from: join(root, 'a.txt'), to: join(root, 'archive', 'a (1).txt') }] }]);
  });

  it('should refuse a destination outside the allowlist and move nothing', async () => {
    const environment = createTestEnvironment();
    const root = environment.roots[0] as string;
    writeFileSync(join(root, 'a.txt'), 'x');
    await expect(createMoveFiles(environment)({ paths: ['a.txt'], destination: '/tmp/elsewhere' }, testContext())).rejects.toSatisfy(
      (error: unknown) => ExecutorError.isInstance(error) && error.failureKind === 'blocked',
    );
    expect(existsSync(join(root, 'a.txt'))).toBe(true);
  });

  it('should refuse to move a symlink out, a file from a denied folder, or anything into a folder under a link out', async () => {
    const { environment, root, outside } = createSymlinkWorld();
    const move = createMoveFiles(environment);
    const reasonOf = (args: Record<string, unknown>) =>
      move(args, testContext()).then(
        () => undefined,
        (error: unknown) => (ExecutorError.isInstance(error) && error.code === 'path_not_allowed' ? error.details.data?.reason : undefined),
      );
    expect(await reasonOf({ paths: ['link-out.txt'], destination: 'archive' })).toBe('symlink_escape');
    expect(await reasonOf({ paths: ['linked-out/secret.txt'], destination: 'archive' })).toBe('symlink_escape');
    expect(await reasonOf({ paths: ['private/key.txt'], destination: 'archive' })).toBe('denied');
    // The destination does not exist yet; its parent is a link out: nothing may be created there.
    expect(await reasonOf({ paths: ['notes/a.txt'], destination: 'linked-out/new-folder' })).toBe('symlink_escape');
    expect(await reasonOf({ paths: ['notes/a.txt'], destination: '../outside/new-folder' })).toBe('outside_allowlist');
    expect(existsSync(join(outside, 'new-folder'))).toBe(false);
    expect(existsSync(join(root, 'archive'))).toBe(false);
    expect(readFileSync(join(outside, 'secret.txt'), 'utf8')).toBe('OUTSIDE SECRET');
    expect(readFileSync(join(root, 'notes', 'a.txt'), 'utf8')).toBe('allowed text');
  });

  it('should move a link that stays inside as a link, and journal real paths', async () => {
    const { environment, root } = createSymlinkWorld();
    const result = await createMoveFiles(environment)({ paths: ['link-in.txt'], destination: 'archive' }, testContext('turn-9'));
    expect(result.entries).toEqual([{ from: join(root, 'link-in.txt'), to: join(root, 'archive', 'link-in.txt'), path: join(root, 'archive', 'link-in.txt') }]);
    expect(lstatSync(join(root, 'archive', 'link-in.txt')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(root, 'archive', 'link-in.txt'))).toBe(join(root, 'notes', 'a.txt'));
  });

  it('should refuse to move a file hard-linked to a secret and move nothing', async () => {
    const { environment, documents } = createHardLinkHome();
    mkdirSync(join(documents, 'archive'));
    await expect(createMoveFiles(environment)({ paths: ['~/Documents/plain.txt', '~/Documents/notes.txt'], destination: '~/Documents/archive' }, testContext())).rejects.toSatisfy(
      (error: unknown) => ExecutorError.isInstance(error) && error.code === 'path_not_allowed' && error.details.data?.reason === 'hard_link',
    );
    expect(existsSync(join(documents, 'notes.txt'))).toBe(true);
    expect(existsSync(join(documents, 'plain.txt'))).toBe(true);
    expect(environment.undoJournal.list()).toEqual([]);
  });
});
