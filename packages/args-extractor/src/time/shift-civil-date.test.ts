import { describe, expect, it } from 'vitest';
import { shiftCivilDate } from './shift-civil-date';

describe('shiftCivilDate', () => {
  it('should count calendar days across month and year ends, with the weekday', () => {
    expect(shiftCivilDate({ year: 2026, month: 5, day: 31 }, 1)).toEqual({ year: 2026, month: 6, day: 1, weekday: 1 });
    expect(shiftCivilDate({ year: 2026, month: 1, day: 1 }, -1)).toEqual({ year: 2025, month: 12, day: 31, weekday: 3 });
    expect(shiftCivilDate({ year: 2028, month: 2, day: 28 }, 1)).toMatchObject({ month: 2, day: 29 });
  });

  it('should give the next date on the night the clocks go forward', () => {
    expect(shiftCivilDate({ year: 2026, month: 3, day: 28 }, 1)).toEqual({ year: 2026, month: 3, day: 29, weekday: 0 });
  });
});
