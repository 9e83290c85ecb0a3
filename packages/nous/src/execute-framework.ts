import type {
  Executor,
  FillerResolver,
  Framework,
  FrameworkExecution,
  Language,
  StepFailure,
  StepResult,
  ToolManifest,
  ToolResult,
} from '@metnos/core';
import { applyFromStep } from './apply-from-step';
import { collectFillerNames } from './collect-filler-names';
import { errorToStepFailure } from './error-to-step-failure';
import { expandPlaceholders } from './expand-placeholders';
import { invokeWithTimeout } from './invoke-with-timeout';
import { renderFinalMessage } from './render-final-message';
import { resolveFillerValue } from './resolve-filler-value';
import { validateStepArgs } from './validate-step-args';
import { createVaglio } from './vaglio/create-vaglio';
import type { Vaglio } from './vaglio/vaglio';

/** The executors a framework may call: a Map or Record by tool name, or a list keyed by `manifest.name`. */
export type ExecutorCatalog = ReadonlyMap<string, Executor> | Readonly<Record<string, Executor>> | readonly Executor[];

/** Options of {@link executeFramework}. */
export interface ExecuteFrameworkOptions {
  executors: ExecutorCatalog;
  /** Resolves `${FILLER:name}` (Metis' fast-tier resolver); without it the filler's `default` is used. */
  resolveFiller?: FillerResolver;
  /** The safety judge; default `createVaglio()` (confirm destructive, home-folder paths, result caps). */
  vaglio?: Vaglio;
  /** The turn carries the user's confirmation for destructive tools. Default false. */
  confirmed?: boolean;
  /** Most steps a framework may have (`[nous] cap_steps`, default 12). */
  capSteps?: number;
  /** Timeout of one executor invocation (`[nous] step_timeout_ms`, default 30 000). */
  stepTimeoutMs?: number;
  /** The turn's clock handed to executors (default: now). */
  now?: Date;
  /** Turn id handed to executors (default `turn`). */
  turnId?: string;
  /** User language handed to executors (default `en`). */
  language?: Language;
  /** Millisecond clock for `StepResult.ms` (default `performance.now`); inject one for byte-identical replays. */
  clock?: () => number;
  abortSignal?: AbortSignal;
}

function toCatalog(executors: ExecutorCatalog): ReadonlyMap<string, Executor> {
  if (executors instanceof Map) return executors;
  if (Array.isArray(executors)) return new Map(executors.map((executor) => [executor.manifest.name, executor]));
  return new Map(Object.entries(executors as Readonly<Record<string, Executor>>));
}

function isToolResult(value: unknown): value is ToolResult {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function roundMs(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

/**
 * Noûs: runs a framework step by step, deterministically, with no LLM in the loop (seed 002 §8). For each
 * step it resolves `${FILLER:name}` (once per run), `${stepN.field}` and `from_step: N`, validates the
 * arguments (requiresOneOf, placeholder values, JSON Schema) and asks Vaglio BEFORE invoking, invokes the
 * executor under a timeout, asks Vaglio about the result, and accumulates. It stops at the first failure and
 * reports it as StepFailure data (never prose, never a throw: only an abort throws, with the signal's reason).
 * The same framework over the same data and clock yields a byte-identical result.
 */
export async function executeFramework(framework: Framework, options: ExecuteFrameworkOptions): Promise<FrameworkExecution> {
  const {
    resolveFiller,
    vaglio = createVaglio(),
    confirmed = false,
    capSteps = 12,
    stepTimeoutMs = 30_000,
    now = new Date(),
    turnId = 'turn',
    language = 'en',
    clock = () => performance.now(),
    abortSignal,
  } = options;
  const catalog = toCatalog(options.executors);
  const pool: ToolManifest[] = [...catalog.values()].map((executor) => executor.manifest);
  const steps: StepResult[] = [];
  const fillers: Record<string, string> = {};

  const failed = (failure: StepFailure): FrameworkExecution => ({ ok: false, steps, reply: '', failure, fillers: { ...fillers } });

  if (framework.steps.length > capSteps) {
    const extra = framework.steps[capSteps];
    return failed({
      tool: extra?.tool ?? '',
      index: capSteps + 1,
      kind: 'invalid_args',
      code: 'cap_steps_exceeded',
      message: `the plan has ${framework.steps.length} steps, more than cap_steps = ${capSteps}`,
      details: { capSteps, steps: framework.steps.length },
    });
  }

  for (const [position, step] of framework.steps.entries()) {
    abortSignal?.throwIfAborted();
    const index = position + 1;
    const started = clock();
    let args: Record<string, unknown> = step.args;
    const stepFailed = (failure: Omit<StepFailure, 'tool' | 'index'>): FrameworkExecution => {
      const full: StepFailure = { tool: step.tool, index, ...failure };
      steps.push({ index, tool: step.tool, args, ok: false, failure: full, ms: roundMs(clock() - started) });
      return failed(full);
    };

    const executor = catalog.get(step.tool);
    if (executor === undefined) {
      return stepFailed({ kind: 'unknown_tool', code: 'unknown_tool', message: `no executor named "${step.tool}"` });
    }
    const { manifest } = executor;

    for (const name of collectFillerNames(step.args)) {
      if (Object.hasOwn(fillers, name)) continue;
      const spec = framework.fillers[name];
      if (spec === undefined) {
        return stepFailed({ kind: 'invalid_args', code: 'unknown_filler', message: `filler "${name}" is not declared in the plan`, details: { filler: name } });
      }
      const resolved = await resolveFillerValue(name, spec, { resolver: resolveFiller, abortSignal });
      if (!resolved.ok) {
        return stepFailed({ kind: 'user_action_required', code: 'filler_unresolved', message: resolved.message, details: { filler: name, prompt: spec.prompt } });
      }
      fillers[name] = resolved.value;
    }

    const expanded = expandPlaceholders(step.args, { steps, fillers });
    if (!expanded.ok) return stepFailed({ kind: 'invalid_args', code: expanded.code, message: expanded.message, details: expanded.details });
    const routed = applyFromStep(expanded.value as Record<string, unknown>, { manifest, steps, index });
    if (!routed.ok) return stepFailed({ kind: 'invalid_args', code: routed.code, message: routed.message, details: routed.details });
    args = routed.args;

    const validation = validateStepArgs(args, { manifest, pool, routedKeys: routed.routedKeys });
    if (!validation.ok) return stepFailed({ kind: 'invalid_args', code: validation.code, message: validation.message, details: validation.details });

    const callVerdict = vaglio.judgeCall({ index, manifest, args, confirmed });
    if (!callVerdict.allowed) return stepFailed({ kind: 'blocked', code: callVerdict.code, message: callVerdict.message, details: callVerdict.details });

    let output: unknown;
    try {
      output = await invokeWithTimeout(executor, args, { timeoutMs: stepTimeoutMs, abortSignal, turnId, now, language });
    } catch (error) {
      if (abortSignal?.aborted === true) throw abortSignal.reason;
      const { tool: _tool, index: _index, ...failure } = errorToStepFailure(error, { tool: step.tool, index });
      return stepFailed(failure);
    }
    if (!isToolResult(output)) {
      return stepFailed({ kind: 'executor_crash', code: 'invalid_result', message: `${step.tool} returned ${Array.isArray(output) ? 'an array' : typeof output}, not an object` });
    }

    const resultVerdict = vaglio.judgeResult({ index, manifest, args, confirmed, output });
    if (!resultVerdict.allowed) return stepFailed({ kind: 'blocked', code: resultVerdict.code, message: resultVerdict.message, details: resultVerdict.details });

    steps.push({ index, tool: step.tool, args, ok: true, output, ms: roundMs(clock() - started) });
  }

  for (const name of collectFillerNames(framework.final_message)) {
    const spec = framework.fillers[name];
    if (Object.hasOwn(fillers, name) || spec === undefined) continue;
    const resolved = await resolveFillerValue(name, spec, { resolver: resolveFiller, abortSignal });
    if (resolved.ok) fillers[name] = resolved.value;
  }
  return { ok: true, steps, reply: renderFinalMessage(framework.final_message, { steps, fillers }), fillers: { ...fillers } };
}
