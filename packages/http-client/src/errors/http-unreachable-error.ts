import { MetnosError } from '@metnos/core';
import type { HttpErrorBranding } from './http-status-error';
import type { HttpRequestInfo } from './http-request-info';

const symbol = Symbol.for('metnos.error.http-unreachable');

/**
 * The request never got a complete HTTP answer: connection refused (server not started), reset, DNS failure, or a
 * connection that broke while the body was read. `errorCode` is the system code from the cause chain
 * (`ECONNREFUSED`, `ECONNRESET`, `ENOTFOUND`) when there is one.
 */
export class HttpUnreachableError extends MetnosError {
  private readonly [symbol] = true;
  readonly request: HttpRequestInfo;
  readonly errorCode: string | undefined;

  constructor({
    request,
    errorCode,
    cause,
    name = 'HttpUnreachableError',
    code = 'http_unreachable',
    message,
  }: { request: HttpRequestInfo; errorCode?: string; cause?: unknown } & HttpErrorBranding) {
    super({ name, code, message: message ?? `${request.method} ${request.url} failed: ${errorCode ?? 'network error'}`, cause, isRetryable: true });
    this.request = request;
    this.errorCode = errorCode;
  }

  static override isInstance(error: unknown): error is HttpUnreachableError {
    return MetnosError.hasMarker(error, 'metnos.error.http-unreachable');
  }
}
