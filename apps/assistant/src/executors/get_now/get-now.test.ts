import { ExecutorError } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, testContext } from '../../__fixtures__/create-test-environment';
import { createGetNow } from './get-now';

describe('createGetNow', () => {
  it('should read the time from the turn clock in the requested zone', async () => {
    const getNow = createGetNow(createTestEnvironment());
    expect(await getNow({ timezone: 'Europe/Rome' }, testContext())).toEqual({
      time: '12:30',
      date: '2026-05-19',
      weekday: 'Tuesday',
      timezone: 'Europe/Rome',
      iso: '2026-05-19T10:30:00.000Z',
    });
  });

  it('should reject an unknown time zone as invalid_args', async () => {
    const getNow = createGetNow(createTestEnvironment());
    await expect(getNow({ timezone: 'Mars/Olympus' }, testContext())).rejects.toSatisfy(
      (error: unknown) => ExecutorError.isInstance(error) && error.failureKind === 'invalid_args' && error.code === 'invalid_timezone',
    );
  });
});
