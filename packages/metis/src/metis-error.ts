import { MetnosError } from '@metnos/core';

const symbol = Symbol.for('metnos.error.metis');

/**
 * Why Metis could not produce what was asked:
 * `no_llm` (no provider injected), `empty_pool` (no tool left once excluded tools are removed),
 * `llm_failed` (the provider threw; `isRetryable` is copied from the cause), `truncated_output` (the
 * answer was cut by `maxTokens`), `malformed_output` (not JSON, or not a framework's shape),
 * `invalid_plan` (well-formed but rejected by tool-grammar's validator or using an excluded tool),
 * `filler_unresolved` (no answer and no default for a filler).
 */
export type MetisErrorCode =
  | 'no_llm'
  | 'empty_pool'
  | 'llm_failed'
  | 'truncated_output'
  | 'malformed_output'
  | 'invalid_plan'
  | 'filler_unresolved';

/** A planning failure of Metis, with the model's raw `output` when there was one. */
export class MetisError extends MetnosError {
  private readonly [symbol] = true;
  override readonly code: MetisErrorCode;
  /** Raw LLM output that was rejected, when relevant. */
  readonly output: string | undefined;
  readonly details: Record<string, unknown>;

  constructor({
    code,
    message,
    output,
    details = {},
    cause,
    isRetryable = false,
  }: {
    code: MetisErrorCode;
    message: string;
    output?: string;
    details?: Record<string, unknown>;
    cause?: unknown;
    isRetryable?: boolean;
  }) {
    super({ name: 'MetisError', code, message: `metis ${code}: ${message}`, cause, isRetryable });
    this.code = code;
    this.output = output;
    this.details = details;
  }

  static override isInstance(error: unknown): error is MetisError {
    return MetnosError.hasMarker(error, 'metnos.error.metis');
  }
}
