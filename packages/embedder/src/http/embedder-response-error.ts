import { MetnosError } from '@metnos/core';

const symbol = Symbol.for('metnos.error.embedder-response');

/**
 * A 2xx answer that is not the documented embeddings shape: not JSON, a missing or non-numeric `embedding`, the
 * wrong number of vectors, token-level vectors (`--pooling none`). Not retried: the server is answering.
 */
export class EmbedderResponseError extends MetnosError {
  private readonly [symbol] = true;
  readonly url: string;
  /** The body (clipped to 2,000 characters). */
  readonly responseBody: string;

  constructor({ url, responseBody, message, cause }: { url: string; responseBody: string; message: string; cause?: unknown }) {
    super({ name: 'EmbedderResponseError', code: 'embedder_malformed_response', message: `${url}: ${message}`, cause });
    this.url = url;
    this.responseBody = responseBody.length > 2000 ? `${responseBody.slice(0, 2000)}…` : responseBody;
  }

  static override isInstance(error: unknown): error is EmbedderResponseError {
    return MetnosError.hasMarker(error, 'metnos.error.embedder-response');
  }
}
