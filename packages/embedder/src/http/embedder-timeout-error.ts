import { MetnosError } from '@metnos/core';
import { HttpTimeoutError, type HttpRequestInfo } from '@metnos/http-client';

const symbol = Symbol.for('metnos.error.embedder-timeout');

/**
 * The embedding server did not answer one batch request within `timeoutMs`: @metnos/http-client's
 * `HttpTimeoutError` branded `embedder_timeout`.
 */
export class EmbedderTimeoutError extends HttpTimeoutError {
  private readonly [symbol] = true;
  readonly url: string;

  constructor({ request, timeoutMs, cause }: { request: HttpRequestInfo; timeoutMs: number; cause?: unknown }) {
    super({
      name: 'EmbedderTimeoutError',
      code: 'embedder_timeout',
      message: `the embedding server at ${request.url} did not answer within ${timeoutMs} ms (raise [embedder] timeout_ms or lower batch_size)`,
      request,
      timeoutMs,
      cause,
    });
    this.url = request.url;
  }

  static override isInstance(error: unknown): error is EmbedderTimeoutError {
    return MetnosError.hasMarker(error, 'metnos.error.embedder-timeout');
  }
}
