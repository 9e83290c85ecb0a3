import { HttpStatusError } from './errors/http-status-error';
import { HttpUnreachableError } from './errors/http-unreachable-error';
import { computeRetryDelay, type RetryDelayOptions } from './compute-retry-delay';
import { delay as defaultDelay, type DelayFunction } from './delay';

/** Options of `retryWithBackoff`. */
export interface RetryOptions extends RetryDelayOptions {
  /** Retries after the first attempt. Default 2. */
  maxRetries?: number;
  /** Which errors are retried. Default: retryable HTTP statuses (408/409/429/5xx) and network errors. */
  shouldRetry?: (error: unknown) => boolean;
  /** Waits between attempts; inject one in tests. */
  delay?: DelayFunction;
  /** Jitter source, [0, 1). */
  random?: () => number;
  /** Called before each wait, e.g. for logging. */
  onRetry?: (event: { error: unknown; retry: number; delayMs: number }) => void;
  abortSignal?: AbortSignal;
}

/** The default `shouldRetry`: retryable HTTP errors and connection failures, never timeouts or aborts. */
export function isRetryableHttpError(error: unknown): boolean {
  return (HttpStatusError.isInstance(error) && error.isRetryable) || HttpUnreachableError.isInstance(error);
}

/**
 * Runs `operation` and retries it on retryable errors with exponential backoff and jitter. The last error is
 * rethrown as is (its fields say what went wrong); an abort during the wait rejects with the abort reason.
 */
export async function retryWithBackoff<T>(
  operation: (attempt: number) => Promise<T>,
  {
    maxRetries = 2,
    shouldRetry = isRetryableHttpError,
    delay = defaultDelay,
    random,
    onRetry,
    abortSignal,
    ...delayOptions
  }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    abortSignal?.throwIfAborted();
    try {
      return await operation(attempt);
    } catch (error) {
      if (attempt >= maxRetries || abortSignal?.aborted || !shouldRetry(error)) throw error;
      const retryAfterMs = HttpStatusError.isInstance(error) ? error.retryAfterMs : undefined;
      const delayMs = computeRetryDelay(attempt, { ...delayOptions, retryAfterMs, random });
      onRetry?.({ error, retry: attempt + 1, delayMs });
      await delay(delayMs, { abortSignal });
    }
  }
}
