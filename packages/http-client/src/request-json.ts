import type { HttpRequestInfo } from './errors/http-request-info';
import { HttpResponseError } from './errors/http-response-error';
import { buildHeaders, defaultTimeoutMs, retryOptionsOf, type HttpClientOptions } from './http-client-options';
import { parseJson } from '@metnos/core/internal';
import { retryWithBackoff } from './retry-with-backoff';
import { sendHttpRequest } from './send-http-request';

/** What `requestJson` returns: the parsed body and the request it answered. */
export interface JsonResponse {
  value: unknown;
  request: HttpRequestInfo;
  text: string;
}

/**
 * Sends a request with retries and returns its JSON body. A 2xx body that is not JSON is an `HttpResponseError`
 * (not retried: the server is answering, just not in the documented shape).
 */
export function requestJson(
  { method, url, body, abortSignal }: { method: 'GET' | 'POST'; url: string; body?: unknown; abortSignal?: AbortSignal },
  options: HttpClientOptions,
): Promise<JsonResponse> {
  const { timeoutMs = defaultTimeoutMs, fetch } = options;
  return retryWithBackoff(
    () =>
      sendHttpRequest({
        method,
        url,
        body,
        headers: buildHeaders(options),
        fetch,
        timeoutMs,
        abortSignal,
        readBody: async (response, request) => {
          const text = await response.text();
          const parsed = parseJson(text);
          if (!parsed.success) {
            throw new HttpResponseError({ request, responseBody: text, message: 'the response is not JSON', cause: parsed.error });
          }
          return { value: parsed.value, request, text };
        },
      }),
    retryOptionsOf(options, abortSignal),
  );
}
