import type { ExecutorFailureDetails, StepFailure } from '@metnos/core';

/** An `executor_failed` StepFailure of `kind` with extra typed details, as Nous reports an `ExecutorError`. */
export function executorFailure(
  kind: ExecutorFailureDetails['kind'],
  details: Partial<ExecutorFailureDetails> = {},
  fields: { tool?: string; index?: number; message?: string } = {},
): StepFailure {
  return {
    tool: fields.tool ?? 'some_tool',
    index: fields.index ?? 1,
    code: 'executor_failed',
    message: fields.message ?? '',
    details: { kind, executorCode: kind, ...details },
  };
}
