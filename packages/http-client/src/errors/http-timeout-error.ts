import { MetnosError } from '@metnos/core';
import type { HttpErrorBranding } from './http-status-error';
import type { HttpRequestInfo } from './http-request-info';

const symbol = Symbol.for('metnos.error.http-timeout');

/**
 * No complete answer within `timeoutMs` (one attempt, body included). Retryable in principle, but not retried by
 * default: a server that took the whole timeout once usually takes it again.
 */
export class HttpTimeoutError extends MetnosError {
  private readonly [symbol] = true;
  readonly timeoutMs: number;
  readonly request: HttpRequestInfo;

  constructor({
    timeoutMs,
    request,
    cause,
    name = 'HttpTimeoutError',
    code = 'http_timeout',
    message,
  }: { timeoutMs: number; request: HttpRequestInfo; cause?: unknown } & HttpErrorBranding) {
    super({ name, code, message: message ?? `${request.method} ${request.url} timed out after ${timeoutMs} ms`, cause, isRetryable: true });
    this.timeoutMs = timeoutMs;
    this.request = request;
  }

  static override isInstance(error: unknown): error is HttpTimeoutError {
    return MetnosError.hasMarker(error, 'metnos.error.http-timeout');
  }
}
