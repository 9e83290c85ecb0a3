import { describe, expect, it } from 'vitest';
import { hourOnTheClock } from './hour-on-the-clock';
import { timeOfNode } from './time-of-node';

describe('hourOnTheClock', () => {
  it('should read the hour on the 24-hour clock as am/pm says, and a bare hour as written', () => {
    expect(hourOnTheClock({ hour: 3, minute: 0, meridiem: 'pm' })).toBe(15);
    expect(hourOnTheClock({ hour: 12, minute: 0, meridiem: 'pm' })).toBe(12);
    expect(hourOnTheClock({ hour: 12, minute: 0, meridiem: 'am' })).toBe(0);
    expect(hourOnTheClock({ hour: 3, minute: 0 })).toBe(3);
  });
});

describe('timeOfNode', () => {
  it('should give the time of a clock or of a day with its time, and nothing for other nodes', () => {
    const time = { hour: 9, minute: 30 };
    expect(timeOfNode({ type: 'time', time })).toBe(time);
    expect(timeOfNode({ type: 'day', day: { type: 'relative-day', days: 1 }, time })).toBe(time);
    expect(timeOfNode({ type: 'now' })).toBeUndefined();
  });
});
