/**
 * Runs a lookup or a write of the fast-path memory (L1/L2: it embeds the request) so that a failing embedder — an
 * embedding server that went down — costs the turn only that layer: the error is reported to `onError` and the
 * result is `undefined` (a miss), while an abort still ends the turn.
 */
export async function memoryLookup<T>(work: () => Promise<T>, { abortSignal, onError }: { abortSignal?: AbortSignal; onError?: (error: unknown) => void } = {}): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (abortSignal?.aborted === true) throw abortSignal.reason;
    onError?.(error);
    return undefined;
  }
}
