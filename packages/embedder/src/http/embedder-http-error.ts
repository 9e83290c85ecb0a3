import { MetnosError } from '@metnos/core';

const symbol = Symbol.for('metnos.error.embedder-http');

/**
 * The embedding server answered with a non-2xx status (after the retries the embedder was allowed). `isRetryable`
 * is true for 408, 409, 429 and 5xx: trying again later can succeed.
 */
export class EmbedderHttpError extends MetnosError {
  private readonly [symbol] = true;
  /** HTTP status of the last answer. */
  readonly status: number;
  /** The URL that answered. */
  readonly url: string;
  /** The body of the last answer (clipped to 2,000 characters), for diagnosis. */
  readonly responseBody: string;

  constructor({ status, url, responseBody, cause }: { status: number; url: string; responseBody: string; cause?: unknown }) {
    const clipped = responseBody.length > 2000 ? `${responseBody.slice(0, 2000)}…` : responseBody;
    const shown = clipped.length > 200 ? `${clipped.slice(0, 200)}…` : clipped;
    super({
      name: 'EmbedderHttpError',
      code: 'embedder_http',
      message: `${url} answered HTTP ${status}${shown === '' ? '' : `: ${shown.replace(/\s+/g, ' ')}`}`,
      cause,
      isRetryable: status === 408 || status === 409 || status === 429 || status >= 500,
    });
    this.status = status;
    this.url = url;
    this.responseBody = clipped;
  }

  static override isInstance(error: unknown): error is EmbedderHttpError {
    return MetnosError.hasMarker(error, 'metnos.error.embedder-http');
  }
}
