import { MetnosError } from '@metnos/core';
import type { HttpErrorBranding } from './http-status-error';
import type { HttpRequestInfo } from './http-request-info';

const symbol = Symbol.for('metnos.error.http-response');

/**
 * A 2xx answer whose body is not what the API documents (not JSON, a field missing). Not retried: the server is
 * answering, just not in the expected shape.
 */
export class HttpResponseError extends MetnosError {
  private readonly [symbol] = true;
  readonly request: HttpRequestInfo;
  /** The body (clipped to 2,000 characters). */
  readonly responseBody: string;

  constructor({
    request,
    responseBody,
    message,
    cause,
    name = 'HttpResponseError',
    code = 'http_malformed_body',
  }: { request: HttpRequestInfo; responseBody: string; message: string; cause?: unknown } & Omit<HttpErrorBranding, 'message'>) {
    super({ name, code, message: `${request.method} ${request.url}: ${message}`, cause });
    this.request = request;
    this.responseBody = responseBody.length > 2000 ? `${responseBody.slice(0, 2000)}…` : responseBody;
  }

  static override isInstance(error: unknown): error is HttpResponseError {
    return MetnosError.hasMarker(error, 'metnos.error.http-response');
  }
}
