import type {
  FailureClass,
  Framework,
  FrameworkExecution,
  FrameworkRunner,
  Intent,
  Language,
  LlmCacheStore,
  LlmProvider,
  SkillStore,
  StepFailure,
  ToolManifest,
} from '@metnos/core';
import { normalizeQuery } from '@metnos/fast-path';
import { createMetisReplanner, propose, type ProposeHistory } from '@metnos/metis';
import { intentHash } from '@metnos/praxis-store';
import { recover } from '@metnos/pronoia';
import type { LayerTimer } from './create-layer-timer';
import { pickSkill } from './pick-skill';
import { plannerFailure } from './planner-failure';
import { resolveIntent } from './resolve-intent';

/** Options of {@link runIntentCascade}. */
export interface RunIntentCascadeOptions {
  /** Times the `intent`, `skill`, `planner` and `pronoia` layers (the caller's `run` times `nous`). */
  timer: LayerTimer;
  /** The intent cache and the Praxis skills. */
  store: LlmCacheStore & SkillStore;
  /** The executors the planner may use. */
  pool: readonly ToolManifest[];
  /** The turn's LLM (probed once per turn); `undefined` = none reachable. */
  acquireLlm: () => Promise<LlmProvider | undefined>;
  /** Why the LLM could not be acquired (the failed health probe's error), for the dead-end message. */
  llmUnreachableCause?: () => unknown;
  /** Runs a plan through Nous as the `nous` layer. */
  run: (framework: Framework, confirmed: boolean) => Promise<FrameworkExecution>;
  /** Nous bound to the turn with `llm` for fillers: Pronoia runs its re-proposal with it. */
  runner: (llm: LlmProvider) => FrameworkRunner;
  language: Language;
  /** Active-day rank of the turn (anti-skills are live by day rank). */
  dayRank: number;
  /** The user confirmed destructive steps. */
  confirmed?: boolean;
  /** Skip the skill lookup (↺ re-plans). */
  bypassSkill?: boolean;
  /** Steps already run for an earlier part of the request (chain_to_planner): shown to Metis and Pronoia's re-plan. */
  history?: ProposeHistory;
  /** Passed to Metis' `propose` and the replanner. */
  plannerOptions: { reasoningBudget?: number; maxSteps?: number; maxTokens?: number };
  abortSignal?: AbortSignal;
}

/** What {@link runIntentCascade} did: the answering layer when it succeeded, else the failure for Aporia. */
export interface IntentCascadeResult {
  intent: Intent;
  intentHash: string;
  ok: boolean;
  /** The layer that answered (`skill`, `planner` or `pronoia`); absent when nothing did. */
  layer?: 'skill' | 'planner' | 'pronoia';
  /** The last plan that ran (or the skill's framework). */
  framework?: Framework;
  execution?: FrameworkExecution;
  failure?: StepFailure;
  failureClass?: FailureClass;
  /** Frameworks to record as skill outcomes of `intentHash`, in order. */
  outcomes: { framework: Framework; ok: boolean; failure?: StepFailure }[];
  /** Metis proposed a plan (not counting Pronoia's re-proposal). */
  plannerRan: boolean;
}

/**
 * The planning half of a turn for `request` (a whole request, or the residual of a chained one): intent (cached
 * per normalised request, else Metis fast tier) → Praxis skill by intent hash (an active one, or a candidate on
 * its trial run) → else Metis' one-shot plan (with `history` when given) → Nous → Pronoia's single re-proposal
 * for a plan that ran and failed for a reason a new plan can fix (never for `confirmation_required`). Returns the
 * outcome and the skill outcomes to record; the caller renders Aporia for a result that is not `ok`.
 */
export async function runIntentCascade(request: string, options: RunIntentCascadeOptions): Promise<IntentCascadeResult> {
  const { timer, store, pool, acquireLlm, run, runner, language, dayRank, confirmed = false, bypassSkill = false, history, plannerOptions, abortSignal } = options;
  const { intent } = await timer.run('intent', () => resolveIntent(normalizeQuery(request), { query: request, llm: acquireLlm, cache: store, abortSignal }), () => 'hit');
  const result: IntentCascadeResult = { intent, intentHash: intentHash(intent), ok: false, outcomes: [], plannerRan: false };
  const settle = (layer: NonNullable<IntentCascadeResult['layer']>, framework: Framework, execution: FrameworkExecution) => {
    result.outcomes.push({ framework, ok: execution.ok, failure: execution.failure });
    Object.assign(result, { framework, execution, ok: execution.ok, failure: execution.failure, ...(execution.ok ? { layer } : {}) });
  };

  const skill = bypassSkill ? timer.skip('skill') : await timer.run('skill', () => pickSkill(store, result.intentHash, { dayRank }), (hit) => (hit ? 'hit' : 'miss'));
  if (skill) {
    settle('skill', skill.framework, await run(skill.framework, confirmed || skill.status === 'active'));
  } else {
    const llm = await acquireLlm();
    let framework: Framework | undefined;
    try {
      framework = await timer.run('planner', () => propose(request, intent, pool, { llm, language, abortSignal, history, ...plannerOptions }), () => 'hit');
      result.plannerRan = true;
    } catch (error) {
      if (abortSignal?.aborted === true) throw abortSignal.reason;
      result.failure = plannerFailure(error, { llmReachable: llm !== undefined, unreachableCause: options.llmUnreachableCause?.() });
    }
    if (framework !== undefined) settle('planner', framework, await run(framework, confirmed));
  }

  // Pronoia: one re-proposal, only for a plan that ran and failed for a reason a new plan can fix.
  const { framework, failure } = result;
  if (result.ok || failure === undefined || framework === undefined || failure.code === 'confirmation_required') return result;
  const llm = await acquireLlm();
  if (llm === undefined) {
    timer.skip('pronoia');
    return result;
  }
  const replanner = createMetisReplanner({ pool, llm, language, history, ...plannerOptions });
  const recovery = await timer.run(
    'pronoia',
    () => recover({ query: request, intent, framework, failure, replanner, execute: runner(llm), abortSignal }),
    (outcome) => (outcome.status === 'recovered' ? 'hit' : 'miss'),
  );
  if (recovery.status === 'recovered') {
    settle('pronoia', recovery.framework, recovery.execution);
  } else {
    if (recovery.framework !== undefined) result.outcomes.push({ framework: recovery.framework, ok: false, failure: recovery.failure });
    Object.assign(result, { failure: recovery.failure, failureClass: recovery.failureClass });
  }
  return result;
}
