import { afterEach, describe, expect, it } from 'vitest';
import { findCalendarDates } from './find-calendar-dates';

const clock = { now: new Date('2026-05-19T23:30:00Z'), timeZone: 'Europe/Rome' };
const originalTz = process.env.TZ;

describe('findCalendarDates', () => {
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('should read explicit English and Italian dates', () => {
    expect(findCalendarDates('the invoice of 3 March 2026', clock, { language: 'en' }).map((date) => [date.value, date.relativeKey])).toEqual([
      ['2026-03-03', undefined],
    ]);
    expect(findCalendarDates('le foto del 3 marzo 2026', clock, { language: 'it' }).map((date) => date.value)).toEqual(['2026-03-03']);
    expect(findCalendarDates('the report of 2026-04-30', clock).map((date) => date.value)).toEqual(['2026-04-30']);
  });

  it('should mark dates without a year as clock-relative', () => {
    expect(findCalendarDates('il 3 marzo', clock, { language: 'it' }).map((date) => [date.value, date.relativeKey])).toEqual([
      ['2026-03-03', 'calendar:il 3 marzo'],
    ]);
  });

  it('should resolve weekdays against the wall clock of the zone', () => {
    // 23:30 UTC on Tuesday 19 May is already Wednesday 20 May in Rome; chrono's "next friday" is next week's.
    expect(findCalendarDates('next monday', clock, { language: 'en' }).map((date) => date.value)).toEqual(['2026-05-25']);
    expect(findCalendarDates('7 giorni fa', clock, { language: 'it' }).map((date) => date.value)).toEqual(['2026-05-13']);
  });

  it('should give the same dates whatever the machine time zone', () => {
    const results: string[][] = [];
    for (const tz of ['UTC', 'Pacific/Kiritimati', 'Pacific/Honolulu']) {
      process.env.TZ = tz;
      results.push(findCalendarDates('7 days ago, next friday', clock, { language: 'en' }).map((date) => String(date.value)));
    }
    expect(results).toEqual([
      ['2026-05-13', '2026-05-29'],
      ['2026-05-13', '2026-05-29'],
      ['2026-05-13', '2026-05-29'],
    ]);
  });

  it('should ignore times of day and "now"', () => {
    expect(findCalendarDates('set an alarm at 7, now', clock, { language: 'en' })).toEqual([]);
    expect(findCalendarDates('sveglia alle 7 adesso', clock, { language: 'it' })).toEqual([]);
  });
});
