import { describe, expect, it, vi } from 'vitest';
import { ArgsExtractorError } from '../args-extractor-error';
import { assertTimeZone, formatCivilDate, formatZonedIso, getZonedParts, getZoneOffsetMinutes, zonedTimeToInstant } from './zoned-time';

describe('getZonedParts', () => {
  it('should read the wall clock of a zone', () => {
    expect(getZonedParts(new Date('2026-05-19T23:30:00Z'), 'Europe/Rome')).toEqual({
      year: 2026, month: 5, day: 20, hour: 1, minute: 30, second: 0, weekday: 3,
    });
  });

  it('should read UTC from the instant itself, as Intl reads it, without building a formatter', () => {
    const oracle = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC', hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric',
      hour: 'numeric', minute: 'numeric', second: 'numeric', weekday: 'short',
    });
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    const instants = Array.from({ length: 200 }, (_, index) => new Date(Date.UTC(1999, 11, 31, 23, 59, 59) + index * 7_777_777_777));
    const readByIntl = instants.map((instant) => {
      const parts = Object.fromEntries(oracle.formatToParts(instant).map((part) => [part.type, part.value]));
      return {
        year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour),
        minute: Number(parts.minute), second: Number(parts.second), weekday: weekdays.indexOf(parts.weekday ?? ''),
      };
    });
    const constructed = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(instants.map((instant) => getZonedParts(instant, 'UTC'))).toEqual(readByIntl);
      expect(getZonedParts(instants[3]!, 'Etc/UTC')).toEqual(readByIntl[3]);
      expect(getZoneOffsetMinutes(instants[5]!, 'UTC')).toBe(0);
      assertTimeZone('UTC');
      expect(constructed).not.toHaveBeenCalled();
    } finally {
      constructed.mockRestore();
    }
  });
});

describe('getZoneOffsetMinutes', () => {
  it('should give summer and winter offsets', () => {
    expect(getZoneOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'Europe/Rome')).toBe(120);
    expect(getZoneOffsetMinutes(new Date('2026-01-01T12:00:00Z'), 'Europe/Rome')).toBe(60);
    expect(getZoneOffsetMinutes(new Date('2026-01-01T12:00:00Z'), 'America/New_York')).toBe(-300);
  });
});

describe('zonedTimeToInstant', () => {
  it('should find the instant of a wall time, rolling over overflowing days', () => {
    expect(zonedTimeToInstant({ year: 2026, month: 5, day: 19 }, 'Europe/Rome').toISOString()).toBe('2026-05-18T22:00:00.000Z');
    expect(zonedTimeToInstant({ year: 2026, month: 3, day: 0, hour: 12 }, 'Asia/Kolkata').toISOString()).toBe('2026-02-28T06:30:00.000Z');
  });
});

describe('formatZonedIso', () => {
  it('should print the zone offset', () => {
    expect(formatZonedIso(new Date('2026-05-19T12:05:00Z'), 'Europe/Rome')).toBe('2026-05-19T14:05:00+02:00');
    expect(formatZonedIso(new Date('2026-05-19T12:05:00Z'), 'America/St_Johns')).toBe('2026-05-19T09:35:00-02:30');
  });
});

describe('formatCivilDate', () => {
  it('should normalise overflowing days', () => {
    expect(formatCivilDate({ year: 2026, month: 5, day: 32 })).toBe('2026-06-01');
  });
});

describe('assertTimeZone', () => {
  it('should reject an unknown zone with a structured error', () => {
    let caught: unknown;
    try {
      assertTimeZone('Mars/Olympus');
    } catch (error) {
      caught = error;
    }
    expect(ArgsExtractorError.isInstance(caught)).toBe(true);
    expect((caught as ArgsExtractorError).code).toBe('invalid_time_zone');
    expect((caught as ArgsExtractorError).option).toBe('timeZone');
  });
});
