import { describe, expect, it } from 'vitest';
import { slangMultiplierAfter } from './slang-multiplier';

describe('slangMultiplierAfter', () => {
  it('should read "grand" after a number as a thousand', () => {
    expect(slangMultiplierAfter(' grand')).toEqual({ factor: 1000, length: ' grand'.length });
    expect(slangMultiplierAfter(' grand a month, tops')).toEqual({ factor: 1000, length: ' grand'.length });
    expect(slangMultiplierAfter(' grand.')).toEqual({ factor: 1000, length: ' grand'.length });
  });

  it('should leave "grand" before a noun', () => {
    expect(slangMultiplierAfter(' grand pianos')).toBeUndefined();
    expect(slangMultiplierAfter(' grandchildren')).toBeUndefined();
    expect(slangMultiplierAfter(' pounds')).toBeUndefined();
  });
});
