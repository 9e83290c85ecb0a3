import type { FillerResolver, FillerSpec } from '@metnos/core';

/** A filler's value, or why none could be had. */
export type ResolveFillerValueResult = { ok: true; value: string } | { ok: false; message: string };

/**
 * Resolves one filler: through `resolver` when given (Metis' fast-tier resolver in production), falling back
 * to the spec's `default` when the resolver fails or is absent. An abort is never swallowed.
 */
export async function resolveFillerValue(
  name: string,
  spec: FillerSpec,
  { resolver, abortSignal }: { resolver?: FillerResolver; abortSignal?: AbortSignal },
): Promise<ResolveFillerValueResult> {
  if (resolver !== undefined) {
    try {
      const value = await resolver(name, spec, { abortSignal });
      if (typeof value === 'string') return { ok: true, value };
    } catch (error) {
      if (abortSignal?.aborted === true) throw abortSignal.reason;
      if (spec.default !== undefined) return { ok: true, value: spec.default };
      return { ok: false, message: `filler "${name}": ${error instanceof Error ? error.message : String(error)}` };
    }
  }
  if (spec.default !== undefined) return { ok: true, value: spec.default };
  return { ok: false, message: `filler "${name}" has no resolver answer and no default` };
}
