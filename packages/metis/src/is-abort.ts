/** True when `abortSignal` fired: the error in hand is the abort itself and must propagate, not be handled. */
export function isAbort(abortSignal: AbortSignal | undefined): boolean {
  return abortSignal?.aborted === true;
}
