/** Backoff policy of the HTTP providers. */
export interface RetryDelayOptions {
  /** Delay before the first retry, before jitter. Default 500 ms. */
  initialDelayMs?: number;
  /** Multiplier per further retry. Default 2. */
  backoffFactor?: number;
  /** Upper bound of any delay, `Retry-After` included. Default 10,000 ms. */
  maxDelayMs?: number;
}

/**
 * Delay before retry number `retry` (0 = first retry): exponential backoff with "equal jitter", i.e. a random
 * value in [base/2, base] where base = initialDelayMs * backoffFactor^retry, capped at maxDelayMs. A server's
 * `Retry-After` wins when it is longer. `random` returns [0, 1) (injectable for tests).
 */
export function computeRetryDelay(
  retry: number,
  {
    initialDelayMs = 500,
    backoffFactor = 2,
    maxDelayMs = 10_000,
    retryAfterMs,
    random = Math.random,
  }: RetryDelayOptions & { retryAfterMs?: number; random?: () => number } = {},
): number {
  const base = Math.min(maxDelayMs, initialDelayMs * backoffFactor ** retry);
  const jittered = base / 2 + (random() * base) / 2;
  return Math.round(Math.min(maxDelayMs, Math.max(jittered, retryAfterMs ?? 0)));
}
