import type { Framework, FrameworkRunner, Intent, Replanner, StepFailure } from '@metnos/core';
import { buildRecoveryHint } from './build-recovery-hint';
import { classifyFailure } from './classify-failure';
import { needsSetupStep } from './needs-setup-step';
import type { RecoveryResult } from './recovery-result';

/** Input of {@link recover}. */
export interface RecoverInput {
  query: string;
  intent: Intent;
  /** The plan that failed. */
  framework: Framework;
  failure: StepFailure;
  /** Proposes the replacement plan (Metis in production). */
  replanner: Replanner;
  /** Runs the replacement plan (Nous bound to the turn in production). */
  execute: FrameworkRunner;
  /** True when this turn already had its re-proposal: Pronoia then hands off at once. */
  alreadyReplanned?: boolean;
  /** Tools already excluded earlier in the turn; they stay excluded. */
  excludedTools?: string[];
  abortSignal?: AbortSignal;
}

/**
 * Pronoia: tries to save a turn whose plan failed, with at most ONE re-proposal (a second one would only repeat the planner's doubt).
 * `wrong_tool` re-plans without the failed tool, `wrong_args` re-plans asking for canonical args and explicit
 * `from_step`, `missing_input` re-plans with a setup step only when the missing thing can be created
 * ({@link needsSetupStep}) and otherwise hands off, `out_of_scope` hands off to Aporia immediately.
 * The planner and the executor are injected, so Pronoia never imports Metis or Nous.
 * An abort propagates as the signal's reason; any other planner error becomes a `replan_failed` hand-off.
 */
export async function recover(input: RecoverInput): Promise<RecoveryResult> {
  const { query, intent, failure, replanner, execute, alreadyReplanned = false, abortSignal } = input;
  const failureClass = classifyFailure(failure);
  if (alreadyReplanned) return { status: 'handoff', reason: 'budget_spent', failureClass, failure };
  if (failureClass === 'out_of_scope') return { status: 'handoff', reason: 'out_of_scope', failureClass, failure };
  if (failureClass === 'missing_input' && !needsSetupStep(failure)) {
    return { status: 'handoff', reason: 'needs_user', failureClass, failure };
  }
  const excludedTools = [...new Set([...(input.excludedTools ?? []), ...(failureClass === 'wrong_tool' ? [failure.tool] : [])])];
  const hint = buildRecoveryHint(failureClass, failure);
  let framework: Framework;
  try {
    framework = await replanner.replan({ query, intent, failure, failureClass, excludedTools, hint, abortSignal });
  } catch (error) {
    if (abortSignal?.aborted === true) throw abortSignal.reason;
    return { status: 'handoff', reason: 'replan_failed', failureClass, failure, replanError: error };
  }
  const execution = await execute(framework, { abortSignal });
  if (execution.ok) return { status: 'recovered', failureClass, framework, execution, excludedTools, hint };
  const lastFailure = execution.failure ?? failure;
  return {
    status: 'handoff',
    reason: 'retry_failed',
    failureClass: classifyFailure(lastFailure),
    failure: lastFailure,
    framework,
    execution,
  };
}
