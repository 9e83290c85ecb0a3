import type { FailureClass, Framework, FrameworkExecution, StepFailure } from '@metnos/core';

/**
 * Why Pronoia gives the turn to Aporia: `out_of_scope` (only the user or a missing capability can help),
 * `needs_user` (missing input no setup step can create: a backend down, zero results), `budget_spent`
 * (the turn already had its re-proposal), `replan_failed` (the planner could not propose), `retry_failed`
 * (the new plan failed too).
 */
export type HandoffReason = 'out_of_scope' | 'needs_user' | 'budget_spent' | 'replan_failed' | 'retry_failed';

/** The new plan ran to the end. */
export interface RecoveredResult {
  status: 'recovered';
  /** Class of the failure that was recovered from. */
  failureClass: FailureClass;
  framework: Framework;
  execution: FrameworkExecution;
  /** Tools the re-proposal excluded. */
  excludedTools: string[];
  /** Instruction the planner got. */
  hint: string;
}

/** Pronoia could not save the turn: Aporia takes `failure` (the last one) and its class. */
export interface HandoffResult {
  status: 'handoff';
  reason: HandoffReason;
  failureClass: FailureClass;
  failure: StepFailure;
  /** The re-proposed plan and its run, when one was tried. */
  framework?: Framework;
  execution?: FrameworkExecution;
  /** What the planner threw, for `replan_failed`. */
  replanError?: unknown;
}

/** Outcome of {@link recover}. */
export type RecoveryResult = RecoveredResult | HandoffResult;
