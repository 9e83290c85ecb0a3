import type { Executor, ExecutorCheckContext } from '@metnos/core';

/**
 * Runs an executor's `checkArgs` (when it has one): what it returned, or what it threw (a bug in the check, which
 * then fails the step as a crash would); undefined when the arguments pass.
 */
export function runCheckArgs(executor: Executor, args: Record<string, unknown>, context: ExecutorCheckContext): unknown {
  try {
    return executor.checkArgs?.(args, context);
  } catch (error) {
    return error;
  }
}
