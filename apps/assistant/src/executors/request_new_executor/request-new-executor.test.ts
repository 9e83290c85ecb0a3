import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, testContext } from '../../__fixtures__/create-test-environment';
import { createRequestNewExecutor } from './request-new-executor';

describe('createRequestNewExecutor', () => {
  it('should append the request to the requests log', async () => {
    const environment = createTestEnvironment();
    await createRequestNewExecutor(environment)({ description: 'order pizza' }, testContext());
    const [line] = readFileSync(join(environment.dataDir, 'executor-requests.jsonl'), 'utf8').trim().split('\n');
    expect(JSON.parse(line as string)).toMatchObject({ description: 'order pizza', turnId: 'turn-1', at: '2026-05-19T10:30:00.000Z' });
  });
});
