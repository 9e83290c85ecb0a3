import type { LlmCacheStore } from '@metnos/core';
import { memoryLookup } from '../memory-lookup';
import { withReplyTemplate } from '../../replies/reply-templates';
import { executionReply } from '../execution-reply';
import type { FastPathLayers } from '../fast-path-layers';
import type { TurnLayerSpec } from './turn-layer-spec';
import { singleStepFramework } from './single-step-framework';

/**
 * L1: a request close enough (cosine over the canonical query log) to one the planner answered with a single tool
 * at least `min_uses` times runs that tool with this request's arguments. A replay that needs the user's consent
 * asks for it (for this exact call); a replay that fails otherwise is a miss: the planning layers try afresh. It
 * replies with the final message planned for that tool, re-bound to this request's values, when one was kept.
 */
export function createCanonicalLayer({ fastPath, enabled, cache }: { fastPath: FastPathLayers; enabled: boolean; cache: LlmCacheStore }): TurnLayerSpec {
  return {
    name: 'L1',
    enabled,
    async answer(request, context) {
      const { now, language, abortSignal } = context;
      // An embedder that fails (its server went down) makes L1 miss, not the turn fail.
      const hit = await memoryLookup(() => context.timer.run('L1', () => fastPath.canonical(request, { now, language, llm: context.peekLlm(), readFrame: () => context.frameOf(request), abortSignal }), (found) => (found ? 'hit' : 'miss')), { abortSignal });
      if (hit === undefined) return undefined;
      // It replies the way the plan that taught it did, with this request's values (else the tool's renderer).
      const framework = await withReplyTemplate(cache, singleStepFramework(hit.tool, hit.args), { language });
      const execution = await context.run(framework, { consent: context.consent });
      const output = execution.steps[0]?.output;
      if (execution.failure?.code === 'confirmation_required') {
        // The replay needs consent: ask for this exact call rather than planning it again.
        return { layer: 'L1', ok: false, reply: '', framework, execution, failure: execution.failure, outcomes: [], canonicalQueryId: hit.canonicalQueryId };
      }
      if (!execution.ok || output === undefined) return undefined;
      return { layer: 'L1', ok: true, reply: executionReply(execution, language, { now }), framework, execution, outcomes: [], canonicalQueryId: hit.canonicalQueryId };
    },
  };
}
