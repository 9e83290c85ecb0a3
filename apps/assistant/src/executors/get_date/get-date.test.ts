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

  it('should count calendar days across a daylight-saving change', async () => {
    const getDate = createGetDate(createTestEnvironment());
    // 23:30 in Rome on the Saturday before the clocks go forward: the next 24 hours end on Monday 00:30.
    const context = { ...testContext(), now: new Date('2026-03-28T22:30:00Z') };
    expect(await getDate({ timezone: 'Europe/Rome', offset_days: 1 }, context)).toEqual({ date: '2026-03-29', weekday: 'Sunday', timezone: 'Europe/Rome', offset_days: 1 });
    expect(await getDate({ timezone: 'Europe/Rome', offset_days: -1 }, { ...testContext(), now: new Date('2026-10-25T22:30:00Z') })).toMatchObject({ date: '2026-10-24', weekday: 'Saturday' });
  });

  it('should refuse an unknown time zone as invalid arguments', async () => {
    const getDate = createGetDate(createTestEnvironment());
    await expect(getDate({ timezone: 'Mars/Olympus' }, testContext())).rejects.toMatchObject({ code: 'invalid_timezone', failureKind: 'invalid_args' });
  });
});
