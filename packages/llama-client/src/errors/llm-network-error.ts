import { MetnosError, type LlmFailure } from '@metnos/core';
import { requestOrigin } from './read-server-error';
import type { LlmRequestInfo } from './llm-request-info';

const symbol = Symbol.for('metnos.error.llm-network');

/**
 * The request never got an HTTP answer: connection refused (server not started), reset, DNS failure.
 * `errorCode` is the system code from the cause chain (e.g. `ECONNREFUSED`) when there is one.
 */
export class LlmNetworkError extends MetnosError {
  private readonly [symbol] = true;
  /** The failure as `LlmFailure` data (see `findLlmFailure` in core). */
  readonly llmFailure: LlmFailure;
  readonly request: LlmRequestInfo;
  readonly errorCode: string | undefined;

  constructor({ request, errorCode, message, cause }: { request: LlmRequestInfo; errorCode?: string; message?: string; cause?: unknown }) {
    super({
      name: 'LlmNetworkError',
      code: 'llm_network',
      message: message ?? `${request.method} ${request.url} failed: ${errorCode ?? 'network error'}`,
      cause,
      isRetryable: true,
    });
    this.request = request;
    this.errorCode = errorCode;
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
