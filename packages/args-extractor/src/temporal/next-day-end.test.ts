import { describe, expect, it } from 'vitest';
import { readTemporalValues } from './find-temporal-values';
import { temporalRules } from './temporal-rules';
import { describeTemporalValue } from './engine/describe-temporal-value';
import { nextDayEnd } from './next-day-end';

// Tuesday 19 May 2026, 14:05 in Rome.
const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };

function read(text: string): string[] {
  return readTemporalValues(text, clock, {}, temporalRules).map((value) => describeTemporalValue(value));
}

const at = (day: number, hour: number): { start: { year: number; month: number; day: number; hour: number; minute: number; second: number }; end: { year: number; month: number; day: number; hour: number; minute: number; second: number } } => {
  const time = { year: 2026, month: 5, day, hour, minute: 0, second: 0 };
  return { start: time, end: time };
};

describe('nextDayEnd', () => {
  it('should move the end of a same-day clock range that came out before its start to the following day', () => {
    const saturday = { type: 'weekday', weekday: 6, modifier: 'none' } as const;
    const moved = nextDayEnd({ type: 'day', day: saturday, time: { hour: 21, minute: 0 } }, { type: 'day', day: saturday, time: { hour: 1, minute: 0 } }, at(23, 21), at(23, 1));
    expect(moved?.start).toMatchObject({ day: 24, hour: 1 });
  });

  it('should leave ends on different days, and ends already after the start', () => {
    const saturday = { type: 'weekday', weekday: 6, modifier: 'none' } as const;
    const sunday = { type: 'weekday', weekday: 0, modifier: 'none' } as const;
    expect(nextDayEnd({ type: 'day', day: saturday, time: { hour: 21, minute: 0 } }, { type: 'day', day: sunday, time: { hour: 1, minute: 0 } }, at(23, 21), at(23, 1))).toBeUndefined();
    expect(nextDayEnd({ type: 'day', day: saturday, time: { hour: 21, minute: 0 } }, { type: 'day', day: saturday, time: { hour: 23, minute: 0 } }, at(23, 21), at(23, 23))).toBeUndefined();
  });

  it('should read a night range on a named day as ending the next morning, not a week later', () => {
    expect(read('saturday from 9pm to 1am')).toEqual(['2026-05-23T21:00..2026-05-24T01:00']);
    expect(read('sabato dalle 21 alle 1 festa in piazza')).toEqual(['2026-05-23T21:00..2026-05-24T01:00']);
    expect(read('domani dalle 22 alle 2')).toEqual(['2026-05-20T22:00..2026-05-21T02:00']);
    expect(read('tonight from 10pm to 2am')).toEqual(['2026-05-19T22:00..2026-05-20T02:00']);
  });

  it('should not carry an end read in the afternoon past midnight into the next afternoon', () => {
    const today = { type: 'relative-day', days: 0 } as const;
    expect(nextDayEnd({ type: 'day', day: today, time: { hour: 22, minute: 0 } }, { type: 'day', day: today, time: { hour: 2, minute: 0, meridiem: 'pm' } }, at(19, 22), at(19, 14))).toBeUndefined();
    expect(read('tonight from 10 to 2')).not.toContain('2026-05-19T22:00..2026-05-20T14:00');
  });

  it('should not move a range from one weekday to an earlier weekday, which ends the next week', () => {
    expect(read('from friday to monday')).toEqual(['2026-05-22..2026-05-26']);
  });
});
