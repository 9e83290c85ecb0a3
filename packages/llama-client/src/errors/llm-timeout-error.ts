import { MetnosError, type LlmFailure } from '@metnos/core';
import { HttpTimeoutError } from '@metnos/http-client';
import { requestOrigin } from './read-server-error';
import type { LlmRequestInfo } from './llm-request-info';

const symbol = Symbol.for('metnos.error.llm-timeout');

/**
 * The LLM server did not answer within `timeoutMs`: @metnos/http-client's `HttpTimeoutError` branded
 * `llm_timeout`, with `llmFailure`. Retryable in principle, but the providers do not retry it on their own: a model
 * that took the whole timeout once usually takes it again.
 */
export class LlmTimeoutError extends HttpTimeoutError {
  private readonly [symbol] = true;
  /** The failure as `LlmFailure` data (see `findLlmFailure` in core). */
  readonly llmFailure: LlmFailure;

  constructor({ timeoutMs, request, message, cause }: { timeoutMs: number; request: LlmRequestInfo; message?: string; cause?: unknown }) {
    super({ name: 'LlmTimeoutError', code: 'llm_timeout', timeoutMs, request, ...(message === undefined ? {} : { message }), cause });
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
