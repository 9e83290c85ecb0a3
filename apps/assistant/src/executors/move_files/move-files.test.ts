import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, testContext } from '../../__fixtures__/create-test-environment';
import { createMoveFiles } from './move-files';

describe('createMoveFiles', () => {
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
});
