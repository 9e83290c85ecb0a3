import { MetnosError } from '@metnos/core';

const symbol = Symbol.for('metnos.error.turns-busy');

/**
 * A turn refused at once because as many turns as `[server] waiting_turns` already wait for a place (`createTurnGate`):
 * the server answers 503 with `Retry-After: retryAfterSeconds`. Nothing of the turn ran.
 */
export class TurnsBusyError extends MetnosError {
  private readonly [symbol] = true;
  /** Turns waiting when this one was refused. */
  readonly waiting: number;
  /** When a client may try again. */
  readonly retryAfterSeconds: number;

  constructor({ waiting, retryAfterSeconds }: { waiting: number; retryAfterSeconds: number }) {
    super({ name: 'TurnsBusyError', code: 'turns_busy', message: `busy: ${waiting} turns are already waiting; try again in ${retryAfterSeconds} s`, isRetryable: true });
    this.waiting = waiting;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  static override isInstance(error: unknown): error is TurnsBusyError {
    return MetnosError.hasMarker(error, 'metnos.error.turns-busy');
  }
}
