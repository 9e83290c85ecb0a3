import { describe, expect, it } from 'vitest';
import { durationInSeconds, formatDuration, readDuration } from './read-duration';

describe('readDuration', () => {
  it('should read Italian and English lengths', () => {
    expect(readDuration("un'ora e mezza")).toEqual({ hour: 1, minute: 30 });
    expect(readDuration('2 and a half hours')).toEqual({ hour: 2, minute: 30 });
    expect(readDuration('2 ore e 15 minuti')).toEqual({ hour: 2, minute: 15 });
    expect(readDuration("mezz'ora")).toEqual({ minute: 30 });
    expect(readDuration('a quarter of an hour')).toEqual({ minute: 15 });
    expect(readDuration('1h30')).toEqual({ hour: 1, minute: 30 });
    expect(readDuration('1.5 hours')).toEqual({ hour: 1, minute: 30 });
    expect(readDuration('a fortnight')).toEqual({ week: 2 });
    expect(readDuration('nothing here')).toBeUndefined();
  });

  it('should read Spanish halves and quarters', () => {
    expect(readDuration('media hora')).toEqual({ minute: 30 });
    expect(readDuration('un cuarto de hora')).toEqual({ minute: 15 });
    expect(readDuration('tres cuartos de hora')).toEqual({ minute: 45 });
    expect(readDuration('2 horas y media')).toEqual({ hour: 2, minute: 30 });
    expect(readDuration('3 horas y 20 minutos')).toEqual({ hour: 3, minute: 20 });
    expect(readDuration('una horita')).toEqual({ hour: 1 });
  });

  it('should keep a fraction of a second', () => {
    expect(readDuration('1,2 secondi')).toEqual({ second: 1.2 });
    expect(formatDuration(readDuration('0.3 seconds') ?? {})).toBe('PT0.3S');
  });
});

describe('formatDuration', () => {
  it('should write ISO 8601 with weeks as days', () => {
    expect(formatDuration({ hour: 1, minute: 30 })).toBe('PT1H30M');
    expect(formatDuration({ week: 1 })).toBe('P7D');
    expect(formatDuration({ day: 3, hour: 4 })).toBe('P3DT4H');
    expect(formatDuration({})).toBe('PT0S');
  });
});

describe('durationInSeconds', () => {
  it('should count months as 30 days', () => {
    expect(durationInSeconds({ minute: 10 })).toBe(600);
    expect(durationInSeconds({ month: 1 })).toBe(30 * 86_400);
  });
});
