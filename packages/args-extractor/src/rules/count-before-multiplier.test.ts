import { describe, expect, it } from 'vitest';
import { countBeforeMultiplier } from './count-before-multiplier';

describe('countBeforeMultiplier', () => {
  it('should read "a couple" before a multiplier as two of it', () => {
    expect(countBeforeMultiplier('a couple hundred')).toEqual({ value: 200, length: 'a couple hundred'.length });
    expect(countBeforeMultiplier('a couple of thousand euros')).toEqual({ value: 2000, length: 'a couple of thousand'.length });
  });

  it('should read nothing without a multiplier right after', () => {
    expect(countBeforeMultiplier('a couple of days')).toBeUndefined();
    expect(countBeforeMultiplier('a couple hundreds')).toBeUndefined();
    expect(countBeforeMultiplier('the couple hundred')).toBeUndefined();
  });
});
