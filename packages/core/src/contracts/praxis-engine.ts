import type { FillerSpec, Framework, Intent } from './framework';
import type { StepFailure } from './step-failure';
import type { StepResult } from './turn';

/*
 * Seams between the Praxis-engine composites (docs/praxis-engine.md). Metis (planner), Nous (executor) and Pronoia
 * (recovery) never import each other: the composition root wires them through these interfaces.
 */

/**
 * Pronoia's classes of a failed step: `wrong_tool` (the tool was unfit or crashed),
 * `wrong_args` (right tool, malformed arguments or routing), `missing_input` (a backend, index, folder or
 * data is missing), `out_of_scope` (only the user, or a missing capability, can unblock it).
 */
export type FailureClass = 'wrong_tool' | 'wrong_args' | 'missing_input' | 'out_of_scope';

/** What Pronoia hands the planner when it asks for a second plan. */
export interface ReplanInput {
  query: string;
  intent: Intent;
  /** The failure that made the first plan unusable. */
  failure: StepFailure;
  failureClass: FailureClass;
  /** Tools the new plan must not use (anti-fixation): the failed tool for `wrong_tool`. */
  excludedTools: string[];
  /** One-line instruction for the planner, e.g. "canonical args, explicit from_step". */
  hint: string;
  abortSignal?: AbortSignal;
}

/** Proposes a replacement plan after a failure. Implemented by @metnos/metis, injected into @metnos/pronoia. */
export interface Replanner {
  replan(input: ReplanInput): Promise<Framework>;
}

/** Resolves one `${FILLER:name}` value. Implemented by @metnos/metis, injected into @metnos/nous. */
export type FillerResolver = (
  name: string,
  spec: FillerSpec,
  options?: { abortSignal?: AbortSignal },
) => Promise<string>;

/** The outcome of running a framework to the end or to its first failing step. */
export interface FrameworkExecution {
  /** True when every step succeeded and the final message was rendered. */
  ok: boolean;
  /** One entry per attempted step, in order; the last one carries the failure when `ok` is false. */
  steps: StepResult[];
  /** The rendered final message; empty when `ok` is false. */
  reply: string;
  /** The first failure, when `ok` is false. */
  failure?: StepFailure;
  /** Filler values used by the run, by filler name. */
  fillers: Record<string, string>;
}

/** Runs a framework. Implemented by @metnos/nous (bound to executors and a turn), injected into @metnos/pronoia. */
export type FrameworkRunner = (
  framework: Framework,
  options?: { abortSignal?: AbortSignal },
) => Promise<FrameworkExecution>;
