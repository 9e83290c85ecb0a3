import { buildHeaders, delay as defaultDelay, HttpStatusError, HttpTimeoutError, HttpUnreachableError, sendHttpRequest, type DelayFunction, type HttpClientOptions } from '@metnos/http-client';
import { LlmNetworkError } from '../errors/llm-network-error';
import { LlmTimeoutError } from '../errors/llm-timeout-error';
import { toLlmError } from '../errors/to-llm-error';

/** Options of `waitForHealthy`. */
export interface WaitForHealthyOptions extends Pick<HttpClientOptions, 'fetch' | 'headers' | 'apiKey'> {
  /** Total time to wait for the model to load. Default 120,000 ms. */
  timeoutMs?: number;
  /** Pause between polls. Default 500 ms. */
  intervalMs?: number;
  /** Timeout of one `GET /health` probe. Default 10,000 ms. */
  probeTimeoutMs?: number;
  /**
   * How long refused connections (nothing listens at the URL) are retried before giving up with
   * `LlmNetworkError`: a starting llama-server listens within moments, long before its model has loaded, so a
   * port that stays closed means no server, not a slow one. Default 10,000 ms; from `timeoutMs` on, the deadline
   * applies (`LlmTimeoutError`).
   */
  refusedTimeoutMs?: number;
  delay?: DelayFunction;
  /** Clock in ms (inject with `delay` to test the deadline without sleeping). Default `Date.now`. */
  now?: () => number;
  abortSignal?: AbortSignal;
}

/**
 * Polls llama-server's `GET /health` until it answers 200. While the model loads the server answers
 * 503 `{"error":{"code":503,"message":"Loading model","type":"unavailable_error"}}`, and before it listens the
 * connection is refused: both mean "keep waiting", a refused connection only for `refusedTimeoutMs` (then an
 * `LlmNetworkError` saying that nothing listens there). Any other status (a 500 when loading failed, a 401 for a
 * wrong API key) is thrown at once as `LlmHttpError`; the deadline passing is an `LlmTimeoutError` whose cause is
 * the last failure.
 */
export async function waitForHealthy(
  baseURL: string,
  {
    timeoutMs = 120_000,
    intervalMs = 500,
    probeTimeoutMs = 10_000,
    refusedTimeoutMs = 10_000,
    delay = defaultDelay,
    now = Date.now,
    abortSignal,
    fetch,
    ...headerOptions
  }: WaitForHealthyOptions = {},
): Promise<void> {
  const url = `${baseURL.replace(/\/+$/, '')}/health`;
  const startedAt = now();
  const deadline = startedAt + timeoutMs;
  let refusedSince: number | undefined;
  for (;;) {
    let lastError: unknown;
    try {
      await sendHttpRequest({
        method: 'GET',
        url,
        headers: buildHeaders(headerOptions),
        fetch,
        // each probe gets the time left (at least 1 s, so the last probe is not cut short), at most probeTimeoutMs
        timeoutMs: Math.min(probeTimeoutMs, Math.max(deadline - now(), 1000)),
        abortSignal,
        readBody: (response) => response.text(),
      });
      return;
    } catch (error) {
      const stillLoading =
        (HttpStatusError.isInstance(error) && error.status === 503) || HttpUnreachableError.isInstance(error) || HttpTimeoutError.isInstance(error);
      if (!stillLoading) throw toLlmError(error);
      lastError = toLlmError(error);
      const refused = HttpUnreachableError.isInstance(error) && error.errorCode === 'ECONNREFUSED';
      refusedSince = refused ? (refusedSince ?? startedAt) : undefined;
      const refusedDeadline = refusedSince === undefined ? undefined : refusedSince + refusedTimeoutMs;
      if (refusedDeadline !== undefined && refusedDeadline < deadline && now() + intervalMs > refusedDeadline) {
        throw new LlmNetworkError({
          request: { method: 'GET', url },
          errorCode: 'ECONNREFUSED',
          message:
            `nothing listens at ${baseURL} (GET /health refused for ${refusedTimeoutMs} ms): start llama-server there ` +
            '(`llama-server -m <model.gguf> --port <port>`) or point the base URL ([llm] base_url) at a running one',
          cause: lastError,
        });
      }
    }
    if (now() + intervalMs > deadline) {
      throw new LlmTimeoutError({
        timeoutMs,
        request: { method: 'GET', url },
        message: `GET ${url} was not healthy within ${timeoutMs} ms (the model may still be loading)`,
        cause: lastError,
      });
    }
    await delay(intervalMs, { abortSignal });
  }
}
