import { describe, expect, it } from 'vitest';
import { isNumberWord } from './is-number-word';

describe('isNumberWord', () => {
  it('should know rule and ambiguous number words', () => {
    expect(isNumberWord('uno')).toBe(true);
    expect(isNumberWord('sei')).toBe(true);
    expect(isNumberWord('one')).toBe(true);
    expect(isNumberWord('twenty')).toBe(true);
    expect(isNumberWord('sette')).toBe(true);
  });

  it('should not take other words for numbers', () => {
    expect(isNumberWord('tavolo')).toBe(false);
    expect(isNumberWord('5pm')).toBe(false);
  });
});
