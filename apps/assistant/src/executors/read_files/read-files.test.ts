import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, testContext } from '../../__fixtures__/create-test-environment';
import { createReadFiles } from './read-files';

describe('createReadFiles', () => {
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
});
