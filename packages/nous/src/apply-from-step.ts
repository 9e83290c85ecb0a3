import type { PlanWiringFailure, StepResult, ToolManifest } from '@metnos/core';

/** Arguments with the previous step's data routed in, and which keys were routed (they hold data, not plan). */
export type ApplyFromStepResult =
  | { ok: true; args: Record<string, unknown>; routedKeys: string[] }
  | { ok: false; failure: Extract<PlanWiringFailure, { code: 'from_step_invalid' | 'from_step_unconsumed' }>; message: string };

/**
 * Resolves `from_step: N` (1-based, an earlier step): when the manifest names a `consumerArg`, step N's
 * `entries` go there; otherwise every input-schema property missing from `args` whose name is a field of
 * step N's result is passed through by key name ("consumer_arg passthrough"). Arguments written in the plan
 * win over routed data. `from_step` is removed unless the tool's schema declares it. A reference to a
 * missing or later step, or one that routes nothing, fails.
 */
export function applyFromStep(
  args: Record<string, unknown>,
  { manifest, steps, index }: { manifest: ToolManifest; steps: readonly StepResult[]; index: number },
): ApplyFromStepResult {
  if (!Object.hasOwn(args, 'from_step')) return { ok: true, args, routedKeys: [] };
  const source = args['from_step'];
  const properties = manifest.inputSchema.properties ?? {};
  const routed: Record<string, unknown> = { ...args };
  if (!Object.hasOwn(properties, 'from_step')) delete routed['from_step'];
  if (typeof source !== 'number' || !Number.isInteger(source) || source < 1 || source >= index) {
    return {
      ok: false,
      failure: { code: 'from_step_invalid', details: { fromStep: typeof source === 'number' ? source : Number.NaN } },
      message: `from_step must be the number of an earlier step (1..${index - 1}), got ${JSON.stringify(source)}`,
    };
  }
  const output = steps[source - 1]?.output;
  if (output === undefined) {
    return { ok: false, failure: { code: 'from_step_invalid', details: { fromStep: source } }, message: `step ${source} has no result` };
  }
  const routedKeys: string[] = [];
  if (manifest.consumerArg !== undefined) {
    if (!Array.isArray(output.entries)) {
      return {
        ok: false,
        failure: { code: 'from_step_unconsumed', details: { fromStep: source, consumerArg: manifest.consumerArg } },
        message: `step ${source} returned no entries for ${manifest.name}.${manifest.consumerArg}`,
      };
    }
    if (!Object.hasOwn(args, manifest.consumerArg)) {
      routed[manifest.consumerArg] = output.entries;
      routedKeys.push(manifest.consumerArg);
    }
  } else {
    for (const key of Object.keys(properties)) {
      if (key !== 'from_step' && !Object.hasOwn(args, key) && Object.hasOwn(output, key)) {
        routed[key] = output[key];
        routedKeys.push(key);
      }
    }
  }
  if (routedKeys.length === 0 && manifest.consumerArg === undefined) {
    return {
      ok: false,
      failure: { code: 'from_step_unconsumed', details: { fromStep: source, outputFields: Object.keys(output) } },
      message: `no field of step ${source}'s result (${Object.keys(output).join(', ')}) matches an argument of ${manifest.name}`,
    };
  }
  return { ok: true, args: routed, routedKeys };
}
