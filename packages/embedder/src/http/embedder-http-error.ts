import { MetnosError } from '@metnos/core';
import { HttpStatusError, type HttpRequestInfo } from '@metnos/http-client';

const symbol = Symbol.for('metnos.error.embedder-http');

/**
 * The embedding server answered with a non-2xx status (after the retries the embedder was allowed):
 * @metnos/http-client's `HttpStatusError` branded `embedder_http`. `isRetryable` is true for 408, 409, 429 and
 * 5xx: trying again later can succeed.
 */
export class EmbedderHttpError extends HttpStatusError {
  private readonly [symbol] = true;
  /** The URL that answered. */
  readonly url: string;

  constructor({ status, request, responseBody, retryAfterMs, cause }: { status: number; request: HttpRequestInfo; responseBody: string; retryAfterMs?: number; cause?: unknown }) {
    const shown = responseBody.length > 200 ? `${responseBody.slice(0, 200)}…` : responseBody;
    super({
      name: 'EmbedderHttpError',
      code: 'embedder_http',
      message: `${request.url} answered HTTP ${status}${shown === '' ? '' : `: ${shown.replace(/\s+/g, ' ')}`}`,
      status,
      request,
      responseBody,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
      cause,
    });
    this.url = request.url;
  }

  static override isInstance(error: unknown): error is EmbedderHttpError {
    return MetnosError.hasMarker(error, 'metnos.error.embedder-http');
  }
}
