import type { ToolManifest } from '@metnos/core';
import { createMetisReplanner } from '@metnos/metis';
import { recover } from '@metnos/pronoia';
import type { TurnAnswer } from '../../turn/turn-answer';
import type { TurnContext } from '../turn-context';
import { executionReply } from '../execution-reply';

/** Options the planner layers pass to Metis (`[llm]` and `[nous]` settings). */
export interface PlannerOptions {
  reasoningBudget?: number;
  maxSteps?: number;
  maxTokens?: number;
}

/**
 * Pronoia's one re-proposal for a plan that ran and failed for a reason a new plan can fix (never a plan waiting
 * for the user's consent, never without an LLM): the recovered plan answers as layer `pronoia`; otherwise the
 * failure Pronoia handed off (with its class) ends the turn, which keeps showing the first plan. Both plans are
 * skill outcomes of the intent.
 */
export async function recoverFailedPlan(
  answer: TurnAnswer,
  request: string,
  context: TurnContext,
  { pool, plannerOptions }: { pool: readonly ToolManifest[]; plannerOptions: PlannerOptions },
): Promise<TurnAnswer> {
  const { framework, failure, intent } = answer;
  if (answer.ok || failure === undefined || framework === undefined || intent === undefined || failure.code === 'confirmation_required') return answer;
  const llm = await context.acquireLlm();
  if (llm === undefined) {
    context.timer.skip('pronoia');
    return answer;
  }
  const { language, history, abortSignal } = context;
  const replanner = createMetisReplanner({ pool, llm, language, history, ...plannerOptions });
  const recovery = await context.timer.run(
    'pronoia',
    () => recover({ query: request, intent: intent.intent, framework, failure, replanner, execute: (plan) => context.run(plan, { consent: context.consent }), abortSignal }),
    (outcome) => (outcome.status === 'recovered' ? 'hit' : 'miss'),
  );
  if (recovery.status === 'recovered') {
    const { framework: recovered, execution } = recovery;
    return {
      ...answer,
      layer: 'pronoia',
      ok: true,
      reply: executionReply(execution, context.language, { now: context.now }),
      framework: recovered,
      execution,
      failure: undefined,
      outcomes: [...answer.outcomes, { framework: recovered, ok: true, source: 'pronoia', request }],
    };
  }
  const tried = recovery.framework === undefined ? [] : [{ framework: recovery.framework, ok: false, failure: recovery.failure, source: 'pronoia' as const, request }];
  return {
    ...answer,
    failure: recovery.failure,
    failureClass: recovery.failureClass,
    outcomes: [...answer.outcomes, ...tried],
  };
}
