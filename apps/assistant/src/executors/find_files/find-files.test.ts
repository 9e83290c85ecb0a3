import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { describe, expect, it } from 'vitest';
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

  it('should refuse a folder outside the allowlist', async () => {
    const { environment } = setup();
    await expect(createFindFiles(environment)({ folder: '/etc' }, testContext())).rejects.toSatisfy(
      (error: unknown) => ExecutorError.isInstance(error) && error.failureKind === 'blocked' && error.code === 'path_not_allowed',
    );
  });
});
