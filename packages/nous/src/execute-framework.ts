import type {
  Executor,
  FailureReason,
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
import { findReferencedSteps } from './find-referenced-steps';
import { findRefusedWrittenStep } from './find-refused-written-step';
import { invokeWithTimeout } from './invoke-with-timeout';
import { renderFinalMessage } from './render-final-message';
import { resolveFillerValue } from './resolve-filler-value';
import { runCheckArgs } from './run-check-args';
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
  /**
   * The user's consent for steps that send, delete or overwrite (and for steps with another effect that come before
   * one: see `confirmDestructiveRule`): `true` for every step, or a predicate asked for each step just before Vaglio
   * judges it, with the step's resolved arguments (so consent can be bound to exactly what the user saw). Default
   * false.
   */
  confirmed?: boolean | ((step: { index: number; tool: string; args: Record<string, unknown> }) => boolean);
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
  /**
   * Steps that already ran earlier in the turn (a request's first part served from memory): the framework's steps
   * are numbered after them and may consume their results (`from_step`, `${stepN.field}`); they are not run again
   * and not returned.
   */
  priorSteps?: readonly StepResult[];
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
 * Noûs: runs a framework step by step, deterministically, with no LLM in the loop, so the same framework on the same data always gives the same outcome. For each
 * step it resolves `${FILLER:name}` (once per run), `${stepN.field}` and `from_step: N`, validates the
 * arguments (requiresOneOf, placeholder values, JSON Schema, then the executor's own `checkArgs`) and asks Vaglio
 * BEFORE invoking (so consent is never asked for a call that cannot run; a step whose arguments are all written in
 * the plan is checked before any step runs), invokes the
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
    priorSteps = [],
  } = options;
  const catalog = toCatalog(options.executors);
  const pool: ToolManifest[] = [...catalog.values()].map((executor) => executor.manifest);
  // Every step of the turn so far, for references; the execution reports only this framework's own steps.
  const steps: StepResult[] = [...priorSteps];
  const offset = priorSteps.length;
  const fillers: Record<string, string> = {};
  // The earlier steps whose outputs a step's planned arguments carry, by number and tool (taint: see contentLeaves).
  const toolOfStep = (number: number) => (number <= offset ? priorSteps.find((prior) => prior.index === number)?.tool : framework.steps[number - offset - 1]?.tool) ?? '';
  const sourcesOf = (args: unknown) => findReferencedSteps(args).map((number) => ({ index: number, tool: toolOfStep(number) }));

  const failed = (failure: StepFailure): FrameworkExecution => ({ ok: false, steps: steps.slice(offset), reply: '', failure, fillers: { ...fillers } });

  if (framework.steps.length > capSteps) {
    const extra = framework.steps[capSteps];
    return failed({
      tool: extra?.tool ?? '',
      index: offset + capSteps + 1,
      code: 'cap_steps_exceeded',
      message: `the plan has ${framework.steps.length} steps, more than cap_steps = ${capSteps}`,
      details: { capSteps, steps: framework.steps.length },
    });
  }

  // A step written out in full that its executor refuses can never run: fail before anything runs or asks consent.
  const refused = findRefusedWrittenStep(framework, { catalog, pool, context: { turnId, now, language } });
  if (refused !== undefined) {
    const step = framework.steps[refused.position] as Framework['steps'][number];
    const index = offset + refused.position + 1;
    const failure = errorToStepFailure(refused.error, { tool: step.tool, index });
    steps.push({ index, tool: step.tool, args: step.args, ok: false, failure, ms: 0 });
    return failed(failure);
  }

  for (const [position, step] of framework.steps.entries()) {
    abortSignal?.throwIfAborted();
    const index = offset + position + 1;
    const started = clock();
    let args: Record<string, unknown> = step.args;
    const stepFailed = (reason: FailureReason, message: string): FrameworkExecution => {
      const full = { ...reason, tool: step.tool, index, message } as StepFailure;
      steps.push({ index, tool: step.tool, args, ok: false, failure: full, ms: roundMs(clock() - started) });
      return failed(full);
    };
    const stepFailedBy = (error: unknown): FrameworkExecution => {
      const { tool: _tool, index: _index, message, ...reason } = errorToStepFailure(error, { tool: step.tool, index });
      return stepFailed(reason as FailureReason, message);
    };

    const executor = catalog.get(step.tool);
    if (executor === undefined) {
      return stepFailed({ code: 'unknown_tool', details: {} }, `no executor named "${step.tool}"`);
    }
    const { manifest } = executor;

    for (const name of collectFillerNames(step.args)) {
      if (Object.hasOwn(fillers, name)) continue;
      const spec = framework.fillers[name];
      if (spec === undefined) {
        return stepFailed({ code: 'unknown_filler', details: { filler: name } }, `filler "${name}" is not declared in the plan`);
      }
      const resolved = await resolveFillerValue(name, spec, { resolver: resolveFiller, abortSignal });
      if (!resolved.ok) {
        return stepFailed({ code: 'filler_unresolved', details: { filler: name } }, resolved.message);
      }
      fillers[name] = resolved.value;
    }

    const expanded = expandPlaceholders(step.args, { steps, fillers });
    if (!expanded.ok) return stepFailed(expanded.failure, expanded.message);
    const routed = applyFromStep(expanded.value as Record<string, unknown>, { manifest, steps, index });
    if (!routed.ok) return stepFailed(routed.failure, routed.message);
    args = routed.args;

    const validation = validateStepArgs(args, { manifest, pool, routedKeys: routed.routedKeys });
    if (!validation.ok) return stepFailed(validation.failure, validation.message);

    // The executor's own check of values the schema cannot say, before consent: never ask to consent to a call
    // that cannot run. Its error (or a throw) fails the step exactly as if invoke had thrown it.
    const argsError = runCheckArgs(executor, args, { turnId, now, language });
    if (argsError !== undefined) return stepFailedBy(argsError);

    const consented = typeof confirmed === 'function' ? confirmed({ index, tool: step.tool, args }) : confirmed;
    const laterSteps = framework.steps.slice(position + 1).flatMap((next) => {
      const nextManifest = catalog.get(next.tool)?.manifest;
      return nextManifest === undefined ? [] : [{ manifest: nextManifest, derivedFrom: sourcesOf(next.args) }];
    });
    const later = laterSteps.map((next) => next.manifest);
    const derivedFrom = sourcesOf(step.args);
    const callVerdict = vaglio.judgeCall({ index, manifest, args, confirmed: consented, later, laterSteps, derivedFrom });
    if (!callVerdict.allowed) return stepFailed(callVerdict.failure, callVerdict.message);

    let output: unknown;
    try {
      output = await invokeWithTimeout(executor, args, { timeoutMs: stepTimeoutMs, abortSignal, turnId, now, language });
    } catch (error) {
      if (abortSignal?.aborted === true) throw abortSignal.reason;
      return stepFailedBy(error);
    }
    if (!isToolResult(output)) {
      return stepFailed({ code: 'invalid_result', details: {} }, `${step.tool} returned ${Array.isArray(output) ? 'an array' : typeof output}, not an object`);
    }

    const resultVerdict = vaglio.judgeResult({ index, manifest, args, confirmed: consented, later, laterSteps, derivedFrom, output });
    if (!resultVerdict.allowed) return stepFailed(resultVerdict.failure, resultVerdict.message);

    steps.push({ index, tool: step.tool, args, ok: true, output, ms: roundMs(clock() - started) });
  }

  for (const name of collectFillerNames(framework.final_message)) {
    const spec = framework.fillers[name];
    if (Object.hasOwn(fillers, name) || spec === undefined) continue;
    const resolved = await resolveFillerValue(name, spec, { resolver: resolveFiller, abortSignal });
    if (resolved.ok) fillers[name] = resolved.value;
  }
  return { ok: true, steps: steps.slice(offset), reply: renderFinalMessage(framework.final_message, { steps, fillers }), fillers: { ...fillers } };
}
