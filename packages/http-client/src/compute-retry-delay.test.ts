import { describe, expect, it } from 'vitest';
import { computeRetryDelay } from './compute-retry-delay';

describe('computeRetryDelay', () => {
  it('should double the base per retry and add equal jitter between base/2 and base', () => {
    expect([0, 1, 2, 3].map((retry) => computeRetryDelay(retry, { random: () => 0 }))).toEqual([250, 500, 1000, 2000]);
    expect([0, 1, 2, 3].map((retry) => computeRetryDelay(retry, { random: () => 0.999999 }))).toEqual([500, 1000, 2000, 4000]);
  });

  it('should cap the delay at maxDelayMs', () => {
    expect(computeRetryDelay(10, { random: () => 0.999999, maxDelayMs: 3000 })).toBe(3000);
  });

  it('should wait at least Retry-After, still capped at maxDelayMs', () => {
    expect(computeRetryDelay(0, { random: () => 0, retryAfterMs: 2000 })).toBe(2000);
    expect(computeRetryDelay(0, { random: () => 0, retryAfterMs: 60_000, maxDelayMs: 5000 })).toBe(5000);
  });
});
