import type { FailureClass, Framework, FrameworkExecution, Intent, StepFailure, TurnLayer } from '@metnos/core';

/** A framework that ran for an intent, to be recorded as a skill outcome (promotion, anti-skill, efficacy). */
export interface SkillOutcome {
  framework: Framework;
  ok: boolean;
  failure?: StepFailure;
  /** Which layer ran it: a replayed skill, a new plan, or Pronoia's re-plan. */
  source: 'skill' | 'planner' | 'pronoia' | 'single_step';
  /** The request the plan answered (the residual of a chained turn): its values are what a replay re-reads. */
  request: string;
  /**
   * A replayed skill: its plan with this request's values (what ran). `framework` stays the skill's own plan (its
   * hash is the skill's key); the replay template is rebuilt from `ran` and `request`, which belong together.
   */
  ran?: Framework;
}

/** The intent of a request and its Praxis key. */
export interface ResolvedIntent {
  intent: Intent;
  /** sha256(intent signature)[:16], the skill table's key. */
  hash: string;
}

/**
 * What a layer of the cascade produced for a request: an answer (`ok`) or a failure that ends the cascade (Aporia
 * words it). A layer that cannot serve the request returns `undefined` instead and the next layer tries.
 */
export interface TurnAnswer {
  /** The layer that answered, or whose failure ended the turn. */
  layer: Exclude<TurnLayer, 'aporia'>;
  ok: boolean;
  reply: string;
  framework?: Framework;
  execution?: FrameworkExecution;
  failure?: StepFailure;
  failureClass?: FailureClass;
  /** The intent the skill/planner layers worked on. */
  intent?: ResolvedIntent;
  /** Frameworks to record as skill outcomes of `intent`, in order. */
  outcomes: SkillOutcome[];
  /** The canonical_query_log row that answered an L1 turn (✗ demotes it). */
  canonicalQueryId?: number;
  /** The multi_tool_paths row that answered an L2 turn. */
  pathId?: number;
  /** chain_to_planner: the L2 prefix that ran, the residual the planner got, and the prefix's reply. */
  chain?: { prefix: string; residual: string; reply: string };
}
