import { MetnosError } from '@metnos/core';

const symbol = Symbol.for('metnos.error.embedder-network');

/** The embedding server could not be reached (connection refused, reset, DNS), after the retries allowed. */
export class EmbedderNetworkError extends MetnosError {
  private readonly [symbol] = true;
  /** The URL the request was sent to. */
  readonly url: string;
  /** System error code when there is one (`ECONNREFUSED`, `ECONNRESET`, `ENOTFOUND`). */
  readonly errorCode: string | undefined;

  constructor({ url, errorCode, cause }: { url: string; errorCode?: string; cause?: unknown }) {
    super({
      name: 'EmbedderNetworkError',
      code: 'embedder_network',
      message: `cannot reach the embedding server at ${url}${errorCode === undefined ? '' : ` (${errorCode})`}: is it running? Check [embedder] base_url`,
      cause,
      isRetryable: true,
    });
    this.url = url;
    this.errorCode = errorCode;
  }

  static override isInstance(error: unknown): error is EmbedderNetworkError {
    return MetnosError.hasMarker(error, 'metnos.error.embedder-network');
  }
}
