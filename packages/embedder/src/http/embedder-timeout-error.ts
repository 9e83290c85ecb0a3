import { MetnosError } from '@metnos/core';

const symbol = Symbol.for('metnos.error.embedder-timeout');

/** The embedding server did not answer one batch within `timeoutMs` (retries included). */
export class EmbedderTimeoutError extends MetnosError {
  private readonly [symbol] = true;
  readonly url: string;
  readonly timeoutMs: number;

  constructor({ url, timeoutMs, cause }: { url: string; timeoutMs: number; cause?: unknown }) {
    super({
      name: 'EmbedderTimeoutError',
      code: 'embedder_timeout',
      message: `the embedding server at ${url} did not answer within ${timeoutMs} ms (raise [embedder] timeout_ms or lower batch_size)`,
      cause,
      isRetryable: true,
    });
    this.url = url;
    this.timeoutMs = timeoutMs;
  }

  static override isInstance(error: unknown): error is EmbedderTimeoutError {
    return MetnosError.hasMarker(error, 'metnos.error.embedder-timeout');
  }
}
