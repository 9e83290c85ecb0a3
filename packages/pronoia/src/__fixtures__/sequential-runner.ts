import { ExecutorError } from '@metnos/core';
import type { Executor, FailureReason, FrameworkRunner, StepFailure, StepResult, ToolResult } from '@metnos/core';

/**
 * A small reference implementation of core's FrameworkRunner for Pronoia's tests (Pronoia may not import Nous):
 * runs the steps in order on real executors, routes `from_step` entries into `consumerArg` (or `entries`),
 * reads whole-string `${stepN.field}` arguments, and reports failures as StepFailure data the way Nous does
 * (an ExecutorError as `executor_failed` with its kind and details, other throws as kind `executor_crash` with the
 * Node error code in `causeCode`).
 */
export function createSequentialRunner(executors: readonly Executor[]): FrameworkRunner {
  const byName = new Map(executors.map((executor) => [executor.manifest.name, executor]));
  return async (framework) => {
    const steps: StepResult[] = [];
    for (const [position, step] of framework.steps.entries()) {
      const index = position + 1;
      const fail = (reason: FailureReason, message: string) => {
        const failure = { ...reason, tool: step.tool, index, message } as StepFailure;
        steps.push({ index, tool: step.tool, args: step.args, ok: false, failure, ms: 0 });
        return { ok: false, steps, reply: '', failure, fillers: {} };
      };
      const executor = byName.get(step.tool);
      if (executor === undefined) return fail({ code: 'unknown_tool', details: {} }, `no executor named "${step.tool}"`);
      const { from_step: fromStep, ...args } = step.args;
      if (fromStep !== undefined) {
        const source = steps[Number(fromStep) - 1]?.output;
        if (source === undefined) return fail({ code: 'from_step_invalid', details: { fromStep: Number(fromStep) } }, `from_step ${String(fromStep)} has no result`);
        args[executor.manifest.consumerArg ?? 'entries'] = source.entries;
      }
      for (const [key, value] of Object.entries(args)) {
        const reference = typeof value === 'string' ? /^\$\{step(\d+)\.(\w+)\}$/.exec(value) : null;
        if (reference === null) continue;
        const output = steps[Number(reference[1]) - 1]?.output;
        if (output === undefined || !Object.hasOwn(output, reference[2] as string)) {
          return fail({ code: 'unresolved_reference', details: { reference: String(value) } }, `${String(value)} cannot be resolved`);
        }
        args[key] = output[reference[2] as string];
      }
      let output: ToolResult;
      try {
        output = await executor.invoke(args, { signal: new AbortController().signal, turnId: 'turn', now: new Date(0), language: 'en' });
      } catch (error) {
        if (ExecutorError.isInstance(error)) {
          return fail({ code: 'executor_failed', details: { ...error.details, kind: error.failureKind, executorCode: error.code } }, error.message);
        }
        const causeCode = (error as { code?: unknown }).code;
        const details = { kind: 'executor_crash' as const, executorCode: 'executor_crash', ...(typeof causeCode === 'string' ? { causeCode } : {}) };
        return fail({ code: 'executor_failed', details }, (error as Error).message);
      }
      steps.push({ index, tool: step.tool, args, ok: true, output, ms: 0 });
    }
    const reply = framework.final_message.replace(/\$\{step(\d+)\.(\w+)\}/g, (match, stepNumber: string, field: string) => {
      const value = steps[Number(stepNumber) - 1]?.output?.[field];
      return value === undefined ? match : String(value);
    });
    return { ok: true, steps, reply, fillers: {} };
  };
}
