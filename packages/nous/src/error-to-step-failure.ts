import { ExecutorError, MetnosError } from '@metnos/core';
import type { StepFailure } from '@metnos/core';
import { StepTimeout } from './invoke-with-timeout';

/**
 * Turns what an executor threw into StepFailure data: an `ExecutorError` keeps its `failureKind`, `code` and
 * `details`; a step timeout becomes kind `timeout`; anything else is an `executor_crash` (with a Node error
 * code such as `ENOENT` kept in `details.causeCode`, so Pronoia's markers can still read it).
 */
export function errorToStepFailure(error: unknown, { tool, index }: { tool: string; index: number }): StepFailure {
  if (ExecutorError.isInstance(error)) {
    return { tool, index, kind: error.failureKind, code: error.code, message: error.message, details: { ...error.details } };
  }
  if (error instanceof StepTimeout) {
    return { tool, index, kind: 'timeout', code: 'step_timeout', message: error.message, details: { timeoutMs: error.timeoutMs } };
  }
  if (MetnosError.isInstance(error)) {
    return { tool, index, kind: 'executor_crash', code: error.code, message: error.message };
  }
  const message = error instanceof Error ? error.message : String(error);
  const causeCode = error !== null && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return {
    tool,
    index,
    kind: 'executor_crash',
    code: 'executor_crash',
    message,
    ...(typeof causeCode === 'string' ? { details: { causeCode } } : {}),
  };
}
