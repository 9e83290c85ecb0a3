import { describe, expect, it } from 'vitest';
import { createTestEnvironment, testContext } from '../../__fixtures__/create-test-environment';
import { createGetDate } from './get-date';

describe('createGetDate', () => {
  it("should give today's date from the turn clock", async () => {
    const getDate = createGetDate(createTestEnvironment());
    expect(await getDate({ timezone: 'UTC' }, testContext())).toEqual({ date: '2026-05-19', weekday: 'Tuesday', timezone: 'UTC', offset_days: 0 });
  });

  it('should shift by offset_days', async () => {
    const getDate = createGetDate(createTestEnvironment());
    expect(await getDate({ timezone: 'UTC', offset_days: -1 }, testContext())).toMatchObject({ date: '2026-05-18', weekday: 'Monday' });
  });
});
