import { MetnosError } from '@metnos/core';
import type { HttpRequestInfo } from './http-request-info';

const symbol = Symbol.for('metnos.error.http-status');

/** True for statuses where the same request can succeed later: 408, 409, 429 and every 5xx. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/** Overrides a client package passes when it brands the error for its own domain (e.g. `LlmHttpError`). */
export interface HttpErrorBranding {
  name?: string;
  code?: string;
  message?: string;
}

/**
 * The server answered with a non-2xx status (after the retries allowed). `isRetryable` is derived from the
 * status (408/409/429/5xx); `responseBody` holds the answer's text (clipped to 2,000 characters).
 */
export class HttpStatusError extends MetnosError {
  private readonly [symbol] = true;
  readonly status: number;
  readonly request: HttpRequestInfo;
  readonly responseBody: string;
  /** Delay the server asked for in `Retry-After`, in milliseconds, when it sent one. */
  readonly retryAfterMs: number | undefined;

  constructor({
    status,
    responseBody,
    request,
    retryAfterMs,
    cause,
    name = 'HttpStatusError',
    code = 'http_status',
    message,
  }: { status: number; responseBody: string; request: HttpRequestInfo; retryAfterMs?: number; cause?: unknown } & HttpErrorBranding) {
    const shown = responseBody.length > 500 ? `${responseBody.slice(0, 500)}…` : responseBody;
    super({
      name,
      code,
      message: message ?? `${request.method} ${request.url} answered HTTP ${status}${shown === '' ? '' : `: ${shown.replace(/\s+/g, ' ')}`}`,
      cause,
      isRetryable: isRetryableStatus(status),
    });
    this.status = status;
    this.request = request;
    this.responseBody = responseBody.length > 2000 ? `${responseBody.slice(0, 2000)}…` : responseBody;
    this.retryAfterMs = retryAfterMs;
  }

  static override isInstance(error: unknown): error is HttpStatusError {
    return MetnosError.hasMarker(error, 'metnos.error.http-status');
  }
}
