import { HttpResponseError, HttpStatusError, HttpTimeoutError, HttpUnreachableError } from '@metnos/http-client';
import { LlmHttpError } from './llm-http-error';
import { LlmNetworkError } from './llm-network-error';
import { LlmResponseError } from './llm-response-error';
import { LlmTimeoutError } from './llm-timeout-error';

/**
 * A transport error of @metnos/http-client as this package's subclass of it (which carries `llmFailure`); an
 * error that already is one, an abort reason or anything else is returned unchanged.
 */
export function toLlmError(error: unknown): unknown {
  if (LlmHttpError.isInstance(error) || LlmNetworkError.isInstance(error) || LlmTimeoutError.isInstance(error) || LlmResponseError.isInstance(error)) return error;
  if (HttpStatusError.isInstance(error)) {
    return new LlmHttpError({ status: error.status, body: error.responseBody, request: error.request, ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }), cause: error.cause });
  }
  if (HttpTimeoutError.isInstance(error)) return new LlmTimeoutError({ timeoutMs: error.timeoutMs, request: error.request, cause: error.cause });
  if (HttpUnreachableError.isInstance(error)) return new LlmNetworkError({ request: error.request, ...(error.errorCode === undefined ? {} : { errorCode: error.errorCode }), cause: error.cause });
  if (HttpResponseError.isInstance(error)) return new LlmResponseError({ request: error.request, responseBody: error.responseBody, message: error.message.replace(`${error.request.method} ${error.request.url}: `, ''), cause: error.cause });
  return error;
}
