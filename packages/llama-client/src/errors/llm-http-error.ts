import { MetnosError, type LlmFailure } from '@metnos/core';
import { HttpStatusError } from '@metnos/http-client';
import { readServerError, requestOrigin } from './read-server-error';
import type { LlmRequestInfo } from './llm-request-info';

const symbol = Symbol.for('metnos.error.llm-http');


/**
 * The LLM server answered with a non-2xx status: @metnos/http-client's `HttpStatusError` (so
 * `HttpStatusError.isInstance` holds) branded `llm_http`, with `llmFailure`. `isRetryable` is derived from the status
 * (408/409/429/5xx); `body` holds the raw response text (llama-server puts `{"error":{"code","message","type"}}` there).
 */
export class LlmHttpError extends HttpStatusError {
  private readonly [symbol] = true;
  /** The failure as `LlmFailure` data (see `findLlmFailure` in core). */
  readonly llmFailure: LlmFailure;
  readonly body: string;

  constructor({
    status,
    body,
    request,
    retryAfterMs,
    message,
    cause,
  }: { status: number; body: string; request: LlmRequestInfo; retryAfterMs?: number; message?: string; cause?: unknown }) {
    super({
      name: 'LlmHttpError',
      code: 'llm_http',
      message: message ?? `${request.method} ${request.url} answered ${status}: ${body.slice(0, 500)}`,
      status,
      responseBody: body,
      request,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
      cause,
    });
    this.body = body;
    this.llmFailure = { reason: 'http', status, ...originOf(request.url), ...readServerError(body) };
  }

  static override isInstance(error: unknown): error is LlmHttpError {
    return MetnosError.hasMarker(error, 'metnos.error.llm-http');
  }
}

function originOf(url: string): { origin?: string } {
  const origin = requestOrigin(url);
  return origin === undefined ? {} : { origin };
}
