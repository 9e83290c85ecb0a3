import { MetnosError, type LlmFailure } from '@metnos/core';
import { readServerError, requestOrigin } from './read-server-error';
import type { LlmRequestInfo } from './llm-request-info';

const symbol = Symbol.for('metnos.error.llm-http');

/** True for statuses where the same request can succeed later: 408, 409, 429 and every 5xx. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/**
 * The LLM server answered with a non-2xx status. `isRetryable` is derived from the status (408/409/429/5xx);
 * `body` holds the raw response text (llama-server puts `{"error":{"code","message","type"}}` there).
 */
export class LlmHttpError extends MetnosError {
  private readonly [symbol] = true;
  /** The failure as `LlmFailure` data (see `findLlmFailure` in core). */
  readonly llmFailure: LlmFailure;
  readonly status: number;
  readonly body: string;
  readonly request: LlmRequestInfo;
  /** Delay the server asked for in `Retry-After`, in milliseconds, when it sent one. */
  readonly retryAfterMs: number | undefined;

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
      cause,
      isRetryable: isRetryableStatus(status),
    });
    this.status = status;
    this.body = body;
    this.request = request;
    this.retryAfterMs = retryAfterMs;
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
