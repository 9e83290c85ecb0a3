import { describe, expect, it } from 'vitest';
import { meridiemOfPart } from './meridiem-of-part';

describe('meridiemOfPart', () => {
  it('should put a bare hour on the half of the day its part marks', () => {
    expect(meridiemOfPart('dinner', 8)).toBe('pm');
    expect(meridiemOfPart('morning', 8)).toBe('am');
    expect(meridiemOfPart('lunch', 1)).toBe('pm');
    expect(meridiemOfPart('afternoon', 3)).toBe('pm');
    expect(meridiemOfPart('evening', 10)).toBe('pm');
    expect(meridiemOfPart('dinner', 11)).toBe('pm');
  });

  it('should leave hours the part does not settle', () => {
    expect(meridiemOfPart('lunch', 11)).toBeUndefined();
    expect(meridiemOfPart('afternoon', 8)).toBeUndefined();
    expect(meridiemOfPart('night', 2)).toBeUndefined();
    expect(meridiemOfPart('dinner', 12)).toBeUndefined();
    expect(meridiemOfPart('dinner', 0)).toBeUndefined();
    // "the pub opens at 11": an evening venue at 11 is as often the morning's.
    expect(meridiemOfPart('evening', 11)).toBeUndefined();
  });
});
