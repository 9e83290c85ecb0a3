import { findLlmFailure, type StepFailure, type ToolManifest } from '@metnos/core';
import { planSingleStep, type SingleStepMiss } from '@metnos/metis';
import { executionReply } from '../execution-reply';
import type { TurnAnswer } from '../../turn/turn-answer';
import type { TurnLayerSpec } from './turn-layer-spec';

/**
 * What Aporia should say when the deterministic planner missed and no language model can plan instead: the
 * arguments it could not read for the one tool that fits; otherwise (no single tool, several, more than one
 * action) that a model is needed — with why the configured one cannot be used.
 */
function missFailure(miss: SingleStepMiss, unavailableCause: unknown): StepFailure {
  const at = { index: 0, message: `single-step planner: ${miss.reason}` };
  if (miss.reason === 'missing_argument') {
    return { ...at, tool: miss.tool, code: 'invalid_args', details: { reason: 'schema', arguments: miss.arguments.flatMap((group) => group.split('|')) } };
  }
  return { ...at, tool: 'metis', code: 'llm_unavailable', details: { llm: findLlmFailure(unavailableCause) ?? { reason: 'not_configured' } } };
}

/**
 * The deterministic planner for single-step requests (metis `planSingleStep`), after the skill lookup and before
 * Mētis: when the request's verb and object name exactly one tool and every required argument was read from it,
 * that one step runs with no model call (the same consent rules as any plan). When it is not sure it steps aside
 * for Mētis if a model can be used; without one it ends the turn saying which argument or tool was missing.
 */
export function createSingleStepLayer({ pool, enabled = true, timeZone }: { pool: readonly ToolManifest[]; enabled?: boolean; timeZone?: string }): TurnLayerSpec {
  return {
    name: 'single_step',
    enabled,
    async answer(request, context) {
      // A residual of a chained request refers to the prefix's results: a job for the planner.
      if (context.history !== undefined) return undefined;
      const intent = await context.intentOf(request);
      const { language, now, abortSignal } = context;
      const frame = await context.frameOf(request);
      const result = await context.timer.run(
        'single_step',
        () => planSingleStep(request, { pool, intent: intent.intent, language, now, frame, ...(timeZone === undefined ? {} : { timeZone }), ...(abortSignal === undefined ? {} : { abortSignal }) }),
        (planned) => (planned.ok ? 'hit' : 'miss'),
      );
      if (!result.ok) {
        if ((await context.acquireLlm()) !== undefined) return undefined;
        return { layer: 'single_step', ok: false, reply: '', intent, failure: missFailure(result.miss, context.llmUnavailableCause()), outcomes: [] };
      }
      const execution = await context.run(result.framework, { consent: context.consent });
      const answer: TurnAnswer = {
        layer: 'single_step',
        ok: execution.ok,
        reply: execution.ok ? executionReply(execution, language, { now }) : '',
        framework: result.framework,
        execution,
        intent,
        ...(execution.failure === undefined ? {} : { failure: execution.failure }),
        outcomes: [{ framework: result.framework, ok: execution.ok, ...(execution.failure === undefined ? {} : { failure: execution.failure }), source: 'single_step', request }],
      };
      return answer;
    },
  };
}
