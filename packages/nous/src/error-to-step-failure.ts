import { ExecutorError, MetnosError, type ExecutorFailureDetails, type StepFailure } from '@metnos/core';
import { StepTimeout } from './invoke-with-timeout';

/**
 * Turns what an executor threw into StepFailure data: an `ExecutorError` becomes `executor_failed` with its
 * `failureKind`, own code and typed details; a step timeout becomes `step_timeout`; anything else is an
 * `executor_failed` of kind `executor_crash` (a Node error code such as `ENOENT` kept as `causeCode`). The
 * message is kept for logs only.
 */
export function errorToStepFailure(error: unknown, { tool, index }: { tool: string; index: number }): StepFailure {
  if (ExecutorError.isInstance(error)) {
    const details: ExecutorFailureDetails = { ...error.details, kind: error.failureKind, executorCode: error.code };
    const causeCode = error.details.causeCode ?? nodeErrorCode(error.cause);
    return { tool, index, code: 'executor_failed', message: error.message, details: causeCode === undefined ? details : { ...details, causeCode } };
  }
  if (error instanceof StepTimeout) {
    return { tool, index, code: 'step_timeout', message: error.message, details: { timeoutMs: error.timeoutMs } };
  }
  const message = error instanceof Error ? error.message : String(error);
  const executorCode = MetnosError.isInstance(error) ? error.code : 'executor_crash';
  const causeCode = MetnosError.isInstance(error) ? nodeErrorCode(error.cause) : nodeErrorCode(error);
  return {
    tool,
    index,
    code: 'executor_failed',
    message,
    details: { kind: 'executor_crash', executorCode, ...(causeCode === undefined ? {} : { causeCode }) },
  };
}

/** A Node system error code (`ENOENT`, `ECONNREFUSED`) of `error`, when it has one. */
function nodeErrorCode(error: unknown): string | undefined {
  const code = error !== null && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^E[A-Z0-9_]+$/.test(code) ? code : undefined;
}
