import { describe, expect, it } from 'vitest';
import { isPathExpired } from './is-path-expired';

describe('isPathExpired', () => {
  it('should expire only beyond the TTL in active days', () => {
    expect(isPathExpired(10, 40, 30)).toBe(false);
    expect(isPathExpired(10, 41, 30)).toBe(true);
  });
});
