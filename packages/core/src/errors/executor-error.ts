import type { FailureKind } from '../contracts/turn';
import { MetnosError } from './metnos-error';

const symbol = Symbol.for('metnos.error.executor');

/**
 * Thrown by an executor to report a failure as data. `failureKind` is what Pronoia and Aporia branch on;
 * `details` carries what the user or the planner needs (missing argument names, the path not found, ...).
 */
export class ExecutorError extends MetnosError {
  private readonly [symbol] = true;
  readonly tool: string;
  readonly failureKind: FailureKind;
  readonly details: Record<string, unknown>;

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
    details?: Record<string, unknown>;
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
