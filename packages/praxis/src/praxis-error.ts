import { MetnosError } from '@metnos/core';

const symbol = Symbol.for('metnos.error.praxis');

/** Machine-readable reasons a praxis call is rejected. */
export type PraxisErrorCode = 'invalid_option';

/** A praxis function was misused: a policy threshold out of range, an outcome or a feedback that is not one. */
export class PraxisError extends MetnosError {
  private readonly [symbol] = true;
  /** Option or field the problem is about (`promoteAfterSuccesses`, `ok`, `feedback`). */
  readonly subject: string;

  constructor({ code, subject, message, cause }: { code: PraxisErrorCode; subject: string; message: string; cause?: unknown }) {
    super({ name: 'PraxisError', code, message: `${subject}: ${message}`, cause });
    this.subject = subject;
  }

  static override isInstance(error: unknown): error is PraxisError {
    return MetnosError.hasMarker(error, 'metnos.error.praxis');
  }
}
