import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './parse-retry-after';

describe('parseRetryAfter', () => {
  it('should read seconds and HTTP dates as milliseconds', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter('Sun, 23 Nov 2025 10:00:05 GMT', Date.parse('Sun, 23 Nov 2025 10:00:00 GMT'))).toBe(5000);
  });

  it('should return undefined for a missing or unreadable header', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});
