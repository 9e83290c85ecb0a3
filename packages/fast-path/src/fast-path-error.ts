import { MetnosError } from '@metnos/core';

const symbol = Symbol.for('metnos.error.fast-path');

/** Machine-readable reasons a fast-path call is rejected. */
export type FastPathErrorCode = 'invalid_option' | 'dimension_mismatch' | 'literal_result_invalid' | 'embedder_failed' | 'index_corrupt';

/**
 * A fast-path component was misused: an option out of range, a vector of the wrong dimension, or an executor
 * result a literal reply template cannot render. A request that simply is not recognised is never an error: it
 * is a `miss`.
 */
export class FastPathError extends MetnosError {
  private readonly [symbol] = true;
  /** Option, field or component the problem is about (`threshold`, `vector`, `time`). */
  readonly subject: string;

  constructor({ code, subject, message, cause }: { code: FastPathErrorCode; subject: string; message: string; cause?: unknown }) {
    super({ name: 'FastPathError', code, message: `${subject}: ${message}`, cause });
    this.subject = subject;
  }

  static override isInstance(error: unknown): error is FastPathError {
    return MetnosError.hasMarker(error, 'metnos.error.fast-path');
  }
}
