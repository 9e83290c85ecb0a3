import type { Executor, ExecutorCheckContext, Framework, ToolManifest } from '@metnos/core';
import { runCheckArgs } from './run-check-args';
import { validateStepArgs } from './validate-step-args';

/** A step whose arguments are all written in the plan: no `${…}` (reference or filler) and no `from_step`. */
function isWrittenOut(args: Record<string, unknown>): boolean {
  return !Object.hasOwn(args, 'from_step') && !JSON.stringify(args).includes('${');
}

/**
 * The first step of `framework` whose arguments are written out in full, pass its schema, and are refused by its
 * executor's `checkArgs` — with the error. Such a step cannot run whatever the steps before it return, so Nous fails
 * the plan before running any step: nothing is written and no consent is asked for a plan that cannot finish (a
 * move the user would approve, then a mail to "Marco" that can never be sent). Steps with references are checked
 * when they are reached; a step the schema refuses is left to be reported in order.
 */
export function findRefusedWrittenStep(
  framework: Framework,
  { catalog, pool, context }: { catalog: ReadonlyMap<string, Executor>; pool: readonly ToolManifest[]; context: ExecutorCheckContext },
): { position: number; error: unknown } | undefined {
  for (const [position, step] of framework.steps.entries()) {
    const executor = catalog.get(step.tool);
    if (executor?.checkArgs === undefined || !isWrittenOut(step.args)) continue;
    if (!validateStepArgs(step.args, { manifest: executor.manifest, pool }).ok) continue;
    const error = runCheckArgs(executor, step.args, context);
    if (error !== undefined) return { position, error };
  }
  return undefined;
}
