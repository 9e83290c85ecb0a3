/** Waits `ms` milliseconds; an `abortSignal` ends the wait early by rejecting with the signal's reason. */
export type DelayFunction = (ms: number, options?: { abortSignal?: AbortSignal }) => Promise<void>;

/** The default `DelayFunction`, built on `setTimeout` (so `vi.useFakeTimers()` controls it). */
export const delay: DelayFunction = (ms, { abortSignal } = {}) =>
  new Promise<void>((resolve, reject) => {
    if (abortSignal?.aborted) {
      reject(abortSignal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortSignal?.reason);
    };
    const timer = setTimeout(() => {
      abortSignal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    abortSignal?.addEventListener('abort', onAbort, { once: true });
  });
