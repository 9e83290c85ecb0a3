import { describe, expect, it } from 'vitest';
import { findRelativeDays } from './find-relative-days';

const clock = { now: new Date('2026-05-19T12:00:00Z'), timeZone: 'Europe/Rome' };

describe('findRelativeDays', () => {
  it('should resolve the English words to ISO dates', () => {
    const found = findRelativeDays('today, yesterday, tomorrow, the day after tomorrow', clock);
    expect(found.map((day) => [day.text, day.value, day.relativeKey])).toEqual([
      ['today', '2026-05-19', 'day:0'],
      ['yesterday', '2026-05-18', 'day:-1'],
      ['tomorrow', '2026-05-20', 'day:1'],
      ['the day after tomorrow', '2026-05-21', 'day:2'],
    ]);
  });

  it('should resolve the Italian words to ISO dates', () => {
    expect(findRelativeDays('oggi ieri domani dopodomani', clock).map((day) => day.value)).toEqual([
      '2026-05-19',
      '2026-05-18',
      '2026-05-20',
      '2026-05-21',
    ]);
  });

  it('should use the clock zone, not UTC, to decide what today is', () => {
    const lateEvening = { now: new Date('2026-05-19T23:30:00Z'), timeZone: 'Europe/Rome' };
    expect(findRelativeDays('oggi', lateEvening).map((day) => day.value)).toEqual(['2026-05-20']);
    expect(findRelativeDays('today', { ...lateEvening, timeZone: 'America/Los_Angeles' }).map((day) => day.value)).toEqual([
      '2026-05-19',
    ]);
  });

  it('should cross month and year boundaries', () => {
    const newYearsEve = { now: new Date('2026-12-31T10:00:00Z'), timeZone: 'Europe/Rome' };
    expect(findRelativeDays('domani', newYearsEve).map((day) => day.value)).toEqual(['2027-01-01']);
  });

  it('should not match inside other words', () => {
    expect(findRelativeDays('todays is not a word; domanda', clock)).toEqual([]);
  });
});
