import { describe, expect, it } from 'vitest';
import { readTimesOfDay } from './read-time-of-day';

const times = (text: string) => readTimesOfDay(text).map(({ hour, minute }) => [hour, minute]);

describe('readTimesOfDay', () => {
  it('should read Italian times of day', () => {
    expect(times('domani alle 9')).toEqual([[9, 0]]);
    expect(times('alle ore 18:30')).toEqual([[18, 30]]);
    expect(times('verso le 9 e mezza')).toEqual([[9, 30]]);
    expect(times("all'una")).toEqual([[1, 0]]);
    expect(times('alle 7 di sera')).toEqual([[19, 0]]);
    expect(times('stasera alle 8')).toEqual([[20, 0]]);
    expect(times('a mezzogiorno')).toEqual([[12, 0]]);
  });

  it('should read English times of day and their am/pm', () => {
    expect(times('at 9')).toEqual([[9, 0]]);
    expect(times('tomorrow at 9am')).toEqual([[9, 0]]);
    expect(times('at 6pm')).toEqual([[18, 0]]);
    expect(times('at 12 am')).toEqual([[0, 0]]);
    expect(times('at 10:30')).toEqual([[10, 30]]);
    expect(times('at noon')).toEqual([[12, 0]]);
  });

  it('should cover the whole expression and skip what is not a time', () => {
    const [time] = readTimesOfDay('call at 6pm please');
    expect('call at 6pm please'.slice(time?.start, time?.end)).toBe('at 6pm');
    expect(times('le 5 email più recenti')).toEqual([]);
    expect(times('alle 25')).toEqual([]);
    expect(times('version 2.0')).toEqual([]);
  });
});
