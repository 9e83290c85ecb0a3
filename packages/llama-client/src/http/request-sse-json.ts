import { MetnosError } from '@metnos/core';
import { parseJson } from '@metnos/core/internal';
import { LlmNetworkError } from '../errors/llm-network-error';
import type { LlmRequestInfo } from '../errors/llm-request-info';
import { LlmResponseError } from '../errors/llm-response-error';
import { readSseEvents } from '../sse/read-sse-events';
import { buildHeaders, defaultTimeoutMs, retryOptionsOf, retryWithBackoff, sendHttpRequest, type HttpClientOptions } from '@metnos/http-client';
import { toLlmError } from '../errors/to-llm-error';

/**
 * POSTs a streaming request and yields the JSON payload of each `data:` event until `data: [DONE]` or the end
 * of the body. Retries cover the request until the response headers arrive; `timeoutMs` covers that part too,
 * after which the stream runs as long as the server sends (the caller's `abortSignal` still stops it).
 * A payload with an `error` member (how llama-server reports a failure mid-stream) is thrown as `LlmResponseError`.
 */
export async function* requestSseJson(
  { url, body, abortSignal }: { url: string; body: unknown; abortSignal?: AbortSignal },
  options: HttpClientOptions,
): AsyncGenerator<{ value: Record<string, unknown>; request: LlmRequestInfo }> {
  const { timeoutMs = defaultTimeoutMs, fetch } = options;
  const { response, request } = await retryWithBackoff(
    () =>
      sendHttpRequest({
        method: 'POST',
        url,
        body,
        headers: { accept: 'text/event-stream', ...buildHeaders(options) },
        fetch,
        timeoutMs,
        abortSignal,
        readBody: async (response, request) => ({ response, request }),
      }),
    retryOptionsOf(options, abortSignal),
  ).catch((error: unknown) => {
    throw toLlmError(error);
  });
  if (response.body === null) {
    throw new LlmResponseError({ request, responseBody: '', message: 'the streaming response has no body' });
  }
  try {
    for await (const event of readSseEvents(response.body)) {
      if (event.data === '[DONE]') return;
      const parsed = parseJson(event.data);
      if (!parsed.success || typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
        throw new LlmResponseError({ request, responseBody: event.data, message: 'a stream event is not a JSON object', cause: parsed.success ? undefined : parsed.error });
      }
      const value = parsed.value as Record<string, unknown>;
      if (value.error !== undefined) {
        throw new LlmResponseError({ request, responseBody: event.data, message: `the server reported an error mid-stream: ${JSON.stringify(value.error)}` });
      }
      yield { value, request };
    }
  } catch (error) {
    if (abortSignal?.aborted) throw abortSignal.reason;
    if (MetnosError.isInstance(error)) throw error;
    // the connection broke while the stream was being read
    throw new LlmNetworkError({ request, cause: error });
  }
}
