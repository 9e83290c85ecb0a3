import { describe, expect, it } from 'vitest';
import { nightJustGone } from './night-just-gone';

describe('nightJustGone', () => {
  it('should move a clock of tonight that is still ahead to the night just gone when the request looks back', () => {
    expect(nightJustGone({ type: 'relative-day', days: 0 }, 'night', 'past', true)).toBe(true);
  });

  it('should keep tonight for a plan, for a moment already gone, for another day and for another part of the day', () => {
    expect(nightJustGone({ type: 'relative-day', days: 0 }, 'night', 'future', true)).toBe(false);
    expect(nightJustGone({ type: 'relative-day', days: 0 }, 'night', 'past', false)).toBe(false);
    expect(nightJustGone({ type: 'relative-day', days: 1 }, 'night', 'past', true)).toBe(false);
    expect(nightJustGone({ type: 'relative-day', days: 0 }, 'evening', 'past', true)).toBe(false);
  });
});
