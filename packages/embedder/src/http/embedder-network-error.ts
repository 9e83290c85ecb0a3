import { MetnosError } from '@metnos/core';
import { HttpUnreachableError, type HttpRequestInfo } from '@metnos/http-client';

const symbol = Symbol.for('metnos.error.embedder-network');

/**
 * The embedding server could not be reached (connection refused, reset, DNS), after the retries allowed:
 * @metnos/http-client's `HttpUnreachableError` branded `embedder_network`.
 */
export class EmbedderNetworkError extends HttpUnreachableError {
  private readonly [symbol] = true;
  /** The URL the request was sent to. */
  readonly url: string;

  constructor({ request, errorCode, cause }: { request: HttpRequestInfo; errorCode?: string; cause?: unknown }) {
    super({
      name: 'EmbedderNetworkError',
      code: 'embedder_network',
      message: `cannot reach the embedding server at ${request.url}${errorCode === undefined ? '' : ` (${errorCode})`}: is it running? Check [embedder] base_url`,
      request,
      ...(errorCode === undefined ? {} : { errorCode }),
      cause,
    });
    this.url = request.url;
  }

  static override isInstance(error: unknown): error is EmbedderNetworkError {
    return MetnosError.hasMarker(error, 'metnos.error.embedder-network');
  }
}
