import { MetnosError } from '@metnos/core';
import { HttpResponseError, type HttpRequestInfo } from '@metnos/http-client';

const symbol = Symbol.for('metnos.error.embedder-response');

/**
 * A 2xx answer that is not the documented embeddings shape: not JSON, a missing or non-numeric `embedding`, the
 * wrong number of vectors, token-level vectors (`--pooling none`). @metnos/http-client's `HttpResponseError`
 * branded `embedder_malformed_response`. Not retried: the server is answering.
 */
export class EmbedderResponseError extends HttpResponseError {
  private readonly [symbol] = true;
  readonly url: string;

  constructor({ request, responseBody, message, cause }: { request: HttpRequestInfo; responseBody: string; message: string; cause?: unknown }) {
    super({ name: 'EmbedderResponseError', code: 'embedder_malformed_response', request, responseBody, message, cause });
    this.url = request.url;
  }

  static override isInstance(error: unknown): error is EmbedderResponseError {
    return MetnosError.hasMarker(error, 'metnos.error.embedder-response');
  }
}
