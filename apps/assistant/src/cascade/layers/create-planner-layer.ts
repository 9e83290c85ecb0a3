import type { Framework, ToolManifest } from '@metnos/core';
import { propose, toPlanFailure } from '@metnos/metis';
import { recoverFailedPlan, type PlannerOptions } from './recover-failed-plan';
import type { TurnLayerSpec } from './turn-layer-spec';
import { executionReply } from '../execution-reply';

/**
 * Mētis: one grammar-constrained call plans the whole request (with the chained prefix as history, when there is
 * one), Nous runs it, and a failed run goes to Pronoia once. A planning failure (no usable model, a plan cut off
 * or malformed, no tool left) ends the cascade as a `StepFailure` from `toPlanFailure`. This layer always answers.
 */
export function createPlannerLayer({ pool, plannerOptions }: { pool: readonly ToolManifest[]; plannerOptions: PlannerOptions }): TurnLayerSpec {
  return {
    name: 'planner',
    enabled: true,
    async answer(request, context) {
      const intent = await context.intentOf(request);
      const llm = await context.acquireLlm();
      const { language, abortSignal, history } = context;
      let framework: Framework;
      try {
        framework = await context.timer.run('planner', () => propose(request, intent.intent, pool, { llm, language, abortSignal, history, ...plannerOptions }), () => 'hit');
      } catch (error) {
        if (abortSignal?.aborted === true) throw abortSignal.reason;
        return { layer: 'planner', ok: false, reply: '', intent, failure: toPlanFailure(error, { unreachableCause: context.llmUnavailableCause() }), outcomes: [] };
      }
      const execution = await context.run(framework, { consent: context.consent });
      const answer = {
        layer: 'planner' as const,
        ok: execution.ok,
        reply: executionReply(execution, context.language, { now: context.now }),
        framework,
        execution,
        intent,
        ...(execution.failure === undefined ? {} : { failure: execution.failure }),
        outcomes: [{ framework, ok: execution.ok, ...(execution.failure === undefined ? {} : { failure: execution.failure }), source: 'planner' as const, request }],
      };
      return recoverFailedPlan(answer, request, context, { pool, plannerOptions });
    },
  };
}
