import type { RetryOptions } from './retry-with-backoff';
import type { DelayFunction } from './delay';
import type { RetryDelayOptions } from './compute-retry-delay';
import type { FetchFunction } from './send-http-request';

/** Transport options of every request: headers, timeout, retries and backoff. */
export interface HttpClientOptions extends RetryDelayOptions {
  /** `fetch` implementation. Default: `globalThis.fetch`. */
  fetch?: FetchFunction;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
  /** Sent as `Authorization: Bearer <apiKey>` when non-empty . */
  apiKey?: string;
  /** Per-attempt timeout in milliseconds, body included. Default 120,000. */
  timeoutMs?: number;
  /** Retries on 408/409/429/5xx and connection failures. Default 2. */
  maxRetries?: number;
  /** Waits between retries (inject to test backoff without sleeping). */
  delay?: DelayFunction;
  /** Jitter source in [0, 1). Default `Math.random`. */
  random?: () => number;
}

/** Default per-attempt timeout. */
export const defaultTimeoutMs = 120_000;
/** Default retry count. */
const defaultMaxRetries = 2;

/** Headers of every request: the caller's, plus `Authorization` when an API key is set. */
export function buildHeaders({ headers = {}, apiKey }: Pick<HttpClientOptions, 'headers' | 'apiKey'>): Record<string, string> {
  return apiKey === undefined || apiKey === '' ? { ...headers } : { authorization: `Bearer ${apiKey}`, ...headers };
}

/** The retry part of `HttpClientOptions`, with defaults applied, for `retryWithBackoff`. */
export function retryOptionsOf(options: HttpClientOptions, abortSignal: AbortSignal | undefined): RetryOptions {
  const { maxRetries = defaultMaxRetries, delay, random, initialDelayMs, backoffFactor, maxDelayMs } = options;
  return { maxRetries, delay, random, initialDelayMs, backoffFactor, maxDelayMs, abortSignal };
}
