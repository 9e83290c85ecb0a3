import { MetnosError, type LlmFailure } from '@metnos/core';
import { requestOrigin } from './read-server-error';
import type { LlmRequestInfo } from './llm-request-info';

const symbol = Symbol.for('metnos.error.llm-timeout');

/**
 * The LLM server did not answer within `timeoutMs`. Retryable in principle, but the providers do not retry it
 * on their own: a model that took the whole timeout once usually takes it again.
 */
export class LlmTimeoutError extends MetnosError {
  private readonly [symbol] = true;
  /** The failure as `LlmFailure` data (see `findLlmFailure` in core). */
  readonly llmFailure: LlmFailure;
  readonly timeoutMs: number;
  readonly request: LlmRequestInfo;

  constructor({ timeoutMs, request, message, cause }: { timeoutMs: number; request: LlmRequestInfo; message?: string; cause?: unknown }) {
    super({
      name: 'LlmTimeoutError',
      code: 'llm_timeout',
      message: message ?? `${request.method} ${request.url} timed out after ${timeoutMs} ms`,
      cause,
      isRetryable: true,
    });
    this.timeoutMs = timeoutMs;
    this.request = request;
    this.llmFailure = { reason: 'timeout', timeoutMs, ...originOf(request.url) };
  }

  static override isInstance(error: unknown): error is LlmTimeoutError {
    return MetnosError.hasMarker(error, 'metnos.error.llm-timeout');
  }
}

function originOf(url: string): { origin?: string } {
  const origin = requestOrigin(url);
  return origin === undefined ? {} : { origin };
}
