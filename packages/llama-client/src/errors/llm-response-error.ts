import { MetnosError, type LlmFailure } from '@metnos/core';
import { HttpResponseError } from '@metnos/http-client';
import { requestOrigin } from './read-server-error';
import type { LlmRequestInfo } from './llm-request-info';

const symbol = Symbol.for('metnos.error.llm-response');

/**
 * The server answered 2xx but the body is not what its API documents (not JSON, or a field missing):
 * @metnos/http-client's `HttpResponseError` branded `llm_response`, with `llmFailure`.
 */
export class LlmResponseError extends HttpResponseError {
  private readonly [symbol] = true;
  /** The failure as `LlmFailure` data (see `findLlmFailure` in core). */
  readonly llmFailure: LlmFailure;

  constructor({ request, responseBody, message, cause }: { request: LlmRequestInfo; responseBody: string; message: string; cause?: unknown }) {
    super({ name: 'LlmResponseError', code: 'llm_response', request, responseBody, message, cause });
    this.llmFailure = { reason: 'invalid_response', ...originOf(request.url) };
  }

  static override isInstance(error: unknown): error is LlmResponseError {
    return MetnosError.hasMarker(error, 'metnos.error.llm-response');
  }
}

function originOf(url: string): { origin?: string } {
  const origin = requestOrigin(url);
  return origin === undefined ? {} : { origin };
}
