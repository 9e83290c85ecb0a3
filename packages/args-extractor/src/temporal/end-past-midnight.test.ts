import { describe, expect, it } from 'vitest';
import { endPastMidnight } from './end-past-midnight';
import { readTemporalValues } from './find-temporal-values';
import { temporalRules } from './temporal-rules';
import { describeTemporalValue } from './engine/describe-temporal-value';

// Tuesday 19 May 2026, 14:05 in Rome.
const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };

function read(text: string): string[] {
  return readTemporalValues(text, clock, {}, temporalRules).map((value) => describeTemporalValue(value));
}

describe('endPastMidnight', () => {
  it('should put a bare end hour below an evening start in the small hours', () => {
    expect(endPastMidnight(22, { hour: 2, minute: 0 })).toEqual({ hour: 2, minute: 0, meridiem: 'am' });
    expect(endPastMidnight(20, { hour: 8, minute: 0 })).toEqual({ hour: 8, minute: 0, meridiem: 'am' });
  });

  it('should leave an end whose afternoon reading follows the start, or an end written with am/pm or 24-hour digits', () => {
    expect(endPastMidnight(11, { hour: 1, minute: 30 })).toBeUndefined();
    expect(endPastMidnight(8, { hour: 6, minute: 0 })).toBeUndefined();
    expect(endPastMidnight(22, { hour: 2, minute: 0, meridiem: 'pm' })).toBeUndefined();
    expect(endPastMidnight(22, { hour: 2, minute: 0, fixed: true })).toBeUndefined();
    expect(endPastMidnight(9, { hour: 11, minute: 0 })).toBeUndefined();
  });

  it('should read a clock range that ends before it starts as crossing midnight, never ending at 14:00', () => {
    expect(read('stasera dalle 22 alle 2')).toEqual(['2026-05-19T22:00..2026-05-20T02:00']);
    expect(read('dalle 20 alle 8 turno di notte')).toEqual(['2026-05-19T20:00..2026-05-20T08:00']);
    expect(read('the party runs between 22 and 2')).toEqual(['2026-05-19T22:00..2026-05-20T02:00']);
  });

  it('should keep a range whose end hour is in the afternoon after a morning start', () => {
    expect(read('from 11 to 1')).toEqual(['2026-05-20T11:00..2026-05-20T13:00']);
    expect(read('sabato dalle 9 alle 12')).toEqual(['2026-05-23T09:00..2026-05-23T12:00']);
    expect(read('8am until 6')).toEqual(['2026-05-20T08:00..2026-05-20T18:00']);
  });
});
