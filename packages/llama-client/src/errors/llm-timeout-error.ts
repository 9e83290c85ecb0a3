import { MetnosError } from '@metnos/core';
import type { LlmRequestInfo } from './llm-request-info';

const symbol = Symbol.for('metnos.error.llm-timeout');

/**
 * The LLM server did not answer within `timeoutMs`. Retryable in principle, but the providers do not retry it
 * on their own: a model that took the whole timeout once usually takes it again.
 */
export class LlmTimeoutError extends MetnosError {
  private readonly [symbol] = true;
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
  }

  static override isInstance(error: unknown): error is LlmTimeoutError {
    return MetnosError.hasMarker(error, 'metnos.error.llm-timeout');
  }
}
