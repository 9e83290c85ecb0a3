import { ExecutorError } from '@metnos/core';

/**
 * Runs a pure check written as code that throws (`collectEntryPaths`, `maildirFolderPath`) and returns the
 * `ExecutorError` it threw, or undefined when it passed: the form an executor's `checkArgs` returns. Anything
 * else it throws is a bug and goes on up.
 */
export function executorErrorOf(check: () => unknown): ExecutorError | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    if (ExecutorError.isInstance(error)) return error;
    throw error;
  }
}
