import { MetnosError, type LlmFailure } from '@metnos/core';
import { requestOrigin } from './read-server-error';
import type { LlmRequestInfo } from './llm-request-info';

const symbol = Symbol.for('metnos.error.llm-response');

/** The server answered 2xx but the body is not what its API documents (not JSON, or a field missing). */
export class LlmResponseError extends MetnosError {
  private readonly [symbol] = true;
  /** The failure as `LlmFailure` data (see `findLlmFailure` in core). */
  readonly llmFailure: LlmFailure;
  readonly request: LlmRequestInfo;
  /** The raw response text (truncated to 2,000 characters). */
  readonly responseBody: string;

  constructor({ request, responseBody, message, cause }: { request: LlmRequestInfo; responseBody: string; message: string; cause?: unknown }) {
    super({ name: 'LlmResponseError', code: 'llm_response', message: `${request.method} ${request.url}: ${message}`, cause });
    this.request = request;
    this.responseBody = responseBody.slice(0, 2000);
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
