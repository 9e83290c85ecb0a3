import type { FrameworkExecution, LlmCacheStore } from '@metnos/core';
import { withReplyTemplate } from '../../replies/reply-templates';
import { appendFramework } from '../append-framework';
import type { FastPathLayers } from '../fast-path-layers';
import { memoryLookup } from '../memory-lookup';
import { executionReply } from '../execution-reply';
import type { TurnAnswer } from '../turn-answer';
import type { TurnContext } from '../turn-context';
import type { TurnLayerSpec } from './turn-layer-spec';

/** Options of {@link createMultiToolLayer}. */
export interface MultiToolLayerOptions {
  fastPath: FastPathLayers;
  enabled: boolean;
  /** Where the final messages planned for each sequence of tools are kept (the path replies with its plan's). */
  cache: LlmCacheStore;
  /**
   * chain_to_planner: plans and runs the residual of a request whose first part a path served, with the path's
   * steps as `context.history` (the skill and planner layers on the residual).
   */
  planResidual: (residual: string, context: TurnContext) => Promise<TurnAnswer | undefined>;
}

/**
 * L2: a memoised multi-step pipeline replayed with this request's values in its placeholders. With
 * `chain_to_planner`, a path that served only the first part of the request hands the residual to the planning
 * layers, with the path's steps as history; the turn's layer stays `L2` with `chain` set, and a residual that
 * cannot be served ends the turn with its failure (after what the prefix did).
 */
export function createMultiToolLayer({ fastPath, enabled, cache, planResidual }: MultiToolLayerOptions): TurnLayerSpec {
  return {
    name: 'L2',
    enabled,
    async answer(request, context) {
      const { now, language, abortSignal } = context;
      // An embedder that fails (its server went down) makes L2 miss, not the turn fail.
      const path = await memoryLookup(() => context.timer.run('L2', () => fastPath.multiTool(request, { now, language, abortSignal }), (found) => (found ? 'hit' : 'miss')), { abortSignal });
      if (path === undefined) return undefined;
      // The path replies the way the plan that taught it did, with this request's values (else the tools' renderers).
      const replayed = { ...path, framework: withReplyTemplate(cache, path.framework, { language }) };
      const execution = await context.run(replayed.framework, { consent: context.consent });
      if (execution.failure?.code === 'confirmation_required') {
        return { layer: 'L2', ok: false, reply: '', framework: replayed.framework, execution, failure: execution.failure, outcomes: [], pathId: path.pathId };
      }
      if (!execution.ok) return undefined;
      const reply = executionReply(execution, language, { now });
      if (path.chain === undefined) return { layer: 'L2', ok: true, reply, framework: replayed.framework, execution, outcomes: [], pathId: path.pathId };

      const chain = { ...path.chain, reply };
      // The residual's plans are numbered after the prefix's steps and consume their results through Nous.
      const residualContext: TurnContext = {
        ...context,
        history: { request: path.chain.prefix, steps: execution.steps },
        run: (framework, runOptions = {}) => context.run(framework, { ...runOptions, priorSteps: execution.steps }),
      };
      const rest = await planResidual(path.chain.residual, residualContext);
      const combined: FrameworkExecution = {
        ...(rest?.execution ?? { ...execution, ok: false }),
        steps: [...execution.steps, ...(rest?.execution?.steps ?? [])],
        fillers: { ...execution.fillers, ...rest?.execution?.fillers },
      };
      const framework = rest?.framework === undefined ? replayed.framework : appendFramework(replayed.framework, rest.framework);
      const base = { layer: 'L2' as const, framework, execution: combined, pathId: path.pathId, chain, outcomes: rest?.outcomes ?? [], ...(rest?.intent === undefined ? {} : { intent: rest.intent }) };
      if (rest?.ok === true) return { ...base, ok: true, reply: [reply, rest.reply].filter((text) => text !== '').join('\n') };
      return {
        ...base,
        ok: false,
        reply: '',
        ...(rest?.failure === undefined ? {} : { failure: rest.failure }),
        ...(rest?.failureClass === undefined ? {} : { failureClass: rest.failureClass }),
      };
    },
  };
}
