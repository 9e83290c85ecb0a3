import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, testContext } from '../../__fixtures__/create-test-environment';
import { createCreateReminders } from './create-reminders';

describe('createCreateReminders', () => {
  it('should persist the reminder in the data folder', async () => {
    const environment = createTestEnvironment();
    const result = await createCreateReminders(environment)({ text: 'call Anna', when: '2026-05-20T09:00' }, testContext());
    const stored = JSON.parse(readFileSync(join(environment.dataDir, 'reminders.json'), 'utf8'));
    expect(stored).toEqual([{ id: result.id, text: 'call Anna', when: '2026-05-20T09:00', createdAt: '2026-05-19T10:30:00.000Z', turnId: 'turn-1' }]);
  });

  it('should refuse a date that does not parse', async () => {
    await expect(createCreateReminders(createTestEnvironment())({ text: 'x', when: 'someday' }, testContext())).rejects.toSatisfy(
      (error: unknown) => ExecutorError.isInstance(error) && error.code === 'invalid_when',
    );
  });
});
