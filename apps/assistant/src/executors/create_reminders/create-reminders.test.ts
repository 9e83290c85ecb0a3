import { ExecutorError } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, testContext } from '../../__fixtures__/create-test-environment';
import { createCreateReminders } from './create-reminders';

describe('createCreateReminders', () => {
  it('should keep the reminder in the assistant database and journal it for undo', async () => {
    const environment = createTestEnvironment();
    const result = await createCreateReminders(environment)({ text: 'call Anna', when: '2026-05-20T09:00' }, testContext());
    expect(environment.reminders.list()).toEqual([{ id: result.id, text: 'call Anna', when: '2026-05-20T09:00', createdAt: '2026-05-19T10:30:00.000Z', turnId: 'turn-1' }]);
    expect(environment.undoJournal.lastEffectfulTurn()).toMatchObject({ turnId: 'turn-1', effects: [{ kind: 'create_reminder', id: result.id, text: 'call Anna' }], undone: false });
  });

  it('should refuse a date that does not parse', async () => {
    await expect(createCreateReminders(createTestEnvironment())({ text: 'x', when: 'someday' }, testContext())).rejects.toSatisfy(
      (error: unknown) => ExecutorError.isInstance(error) && error.code === 'invalid_when',
    );
  });
});
