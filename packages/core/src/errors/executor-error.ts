import type { ExecutorFailureDetails, FailureKind } from '../contracts/step-failure';
import { MetnosError } from './metnos-error';

const symbol = Symbol.for('metnos.error.executor');

/** What an executor may report with its failure (everything of `ExecutorFailureDetails` but the kind and code). */
export type ExecutorErrorDetails = Omit<ExecutorFailureDetails, 'kind' | 'executorCode'>;

/**
 * Thrown by an executor to report a failure as data. `failureKind` and the typed `details` (missing `arguments`,
 * the `path`, what the user must provide as `need`, the `action` that would unblock it, ...) are what Pronoia and
 * Aporia branch on; `message` is for people and logs only (it may quote content the executor read, so it never
 * reaches a planner).
 */
export class ExecutorError extends MetnosError {
  private readonly [symbol] = true;
  readonly tool: string;
  readonly failureKind: FailureKind;
  readonly details: ExecutorErrorDetails;

  constructor({
    tool,
    failureKind,
    message,
    code = failureKind,
    details = {},
    cause,
    isRetryable = false,
  }: {
    tool: string;
    failureKind: FailureKind;
    message: string;
    code?: string;
    details?: ExecutorErrorDetails;
    cause?: unknown;
    isRetryable?: boolean;
  }) {
    super({ name: 'ExecutorError', code, message, cause, isRetryable });
    this.tool = tool;
    this.failureKind = failureKind;
    this.details = details;
  }

  static override isInstance(error: unknown): error is ExecutorError {
    return MetnosError.hasMarker(error, 'metnos.error.executor');
  }
}
