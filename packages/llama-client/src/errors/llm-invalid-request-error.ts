import { MetnosError, type LlmFailure } from '@metnos/core';

const symbol = Symbol.for('metnos.error.llm-invalid-request');

/**
 * The `LlmRequest` cannot be sent as it is: neither or both of `prompt`/`messages`, both `grammar` and
 * `jsonSchema`, or a grammar/schema the backend rejects. A programming error, never retryable.
 */
export class LlmInvalidRequestError extends MetnosError {
  private readonly [symbol] = true;
  /** The failure as `LlmFailure` data (see `findLlmFailure` in core). */
  readonly llmFailure: LlmFailure;
  /** The request field at fault, e.g. `grammar`. */
  readonly field: string;

  constructor({ field, message, cause }: { field: string; message: string; cause?: unknown }) {
    super({ name: 'LlmInvalidRequestError', code: 'llm_invalid_request', message: `${field}: ${message}`, cause });
    this.field = field;
    this.llmFailure = { reason: 'invalid_request' };
  }

  static override isInstance(error: unknown): error is LlmInvalidRequestError {
    return MetnosError.hasMarker(error, 'metnos.error.llm-invalid-request');
  }
}
