import { describe, expect, it } from 'vitest';
import { civilDaysBetween } from './civil-days-between';

describe('civilDaysBetween', () => {
  it('should count calendar days forward and back, across a daylight-saving change', () => {
    expect(civilDaysBetween({ year: 2026, month: 3, day: 28 }, { year: 2026, month: 3, day: 30 })).toBe(2);
    expect(civilDaysBetween({ year: 2026, month: 1, day: 1 }, { year: 2025, month: 12, day: 31 })).toBe(-1);
    expect(civilDaysBetween({ year: 2026, month: 5, day: 19 }, { year: 2026, month: 5, day: 19 })).toBe(0);
  });
});
