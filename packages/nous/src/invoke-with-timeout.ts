import type { Executor, ExecutorContext, ToolResult } from '@metnos/core';

/** Thrown by {@link invokeWithTimeout} when the executor did not settle within the step timeout. */
export class StepTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`step timed out after ${timeoutMs} ms`);
    this.name = 'StepTimeout';
  }
}

/**
 * Invokes an executor with an AbortSignal that fires on `timeoutMs` (rejecting with {@link StepTimeout}) or when
 * `abortSignal` aborts (rejecting with its reason). The race does not wait for an executor that ignores its
 * signal: the step fails on time either way.
 */
export async function invokeWithTimeout(
  executor: Executor,
  args: Record<string, unknown>,
  { timeoutMs, abortSignal, ...context }: Omit<ExecutorContext, 'signal'> & { timeoutMs: number; abortSignal?: AbortSignal },
): Promise<ToolResult> {
  abortSignal?.throwIfAborted();
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const stop = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const timeout = new StepTimeout(timeoutMs);
      controller.abort(timeout);
      reject(timeout);
    }, timeoutMs);
    if (abortSignal !== undefined) {
      onAbort = () => {
        controller.abort(abortSignal.reason);
        reject(abortSignal.reason);
      };
      abortSignal.addEventListener('abort', onAbort, { once: true });
    }
  });
  try {
    return await Promise.race([executor.invoke(args, { ...context, signal: controller.signal }), stop]);
  } finally {
    clearTimeout(timer);
    if (onAbort !== undefined) abortSignal?.removeEventListener('abort', onAbort);
  }
}
