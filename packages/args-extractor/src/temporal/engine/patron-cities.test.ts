import { describe, expect, it } from 'vitest';
import { isPatronFeastOf } from './patron-cities';

describe('isPatronFeastOf', () => {
  it('should tell a saint of the city from a saint of another city', () => {
    expect(isPatronFeastOf('st-januarius', 'napoli')).toBe(true);
    expect(isPatronFeastOf('st-john-the-baptist', 'torino')).toBe(true);
    expect(isPatronFeastOf('st-januarius', 'milano')).toBe(false);
  });

  it('should find no city for a holiday that is no patron feast', () => {
    expect(isPatronFeastOf('christmas', 'napoli')).toBe(false);
  });
});
