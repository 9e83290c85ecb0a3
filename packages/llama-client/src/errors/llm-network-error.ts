import { MetnosError, type LlmFailure } from '@metnos/core';
import { HttpUnreachableError } from '@metnos/http-client';
import { requestOrigin } from './read-server-error';
import type { LlmRequestInfo } from './llm-request-info';

const symbol = Symbol.for('metnos.error.llm-network');

/**
 * The request never got an HTTP answer: connection refused (server not started), reset, DNS failure.
 * @metnos/http-client's `HttpUnreachableError` branded `llm_network`, with `llmFailure`. `errorCode` is the system
 * code from the cause chain (e.g. `ECONNREFUSED`) when there is one.
 */
export class LlmNetworkError extends HttpUnreachableError {
  private readonly [symbol] = true;
  /** The failure as `LlmFailure` data (see `findLlmFailure` in core). */
  readonly llmFailure: LlmFailure;

  constructor({ request, errorCode, message, cause }: { request: LlmRequestInfo; errorCode?: string; message?: string; cause?: unknown }) {
    super({ name: 'LlmNetworkError', code: 'llm_network', request, ...(errorCode === undefined ? {} : { errorCode }), ...(message === undefined ? {} : { message }), cause });
    this.llmFailure = { reason: 'unreachable', ...originOf(request.url) };
  }

  static override isInstance(error: unknown): error is LlmNetworkError {
    return MetnosError.hasMarker(error, 'metnos.error.llm-network');
  }
}

function originOf(url: string): { origin?: string } {
  const origin = requestOrigin(url);
  return origin === undefined ? {} : { origin };
}
