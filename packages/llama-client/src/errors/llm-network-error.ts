import { MetnosError } from '@metnos/core';
import type { LlmRequestInfo } from './llm-request-info';

const symbol = Symbol.for('metnos.error.llm-network');

/**
 * The request never got an HTTP answer: connection refused (server not started), reset, DNS failure.
 * `errorCode` is the system code from the cause chain (e.g. `ECONNREFUSED`) when there is one.
 */
export class LlmNetworkError extends MetnosError {
  private readonly [symbol] = true;
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
  }

  static override isInstance(error: unknown): error is LlmNetworkError {
    return MetnosError.hasMarker(error, 'metnos.error.llm-network');
  }
}
