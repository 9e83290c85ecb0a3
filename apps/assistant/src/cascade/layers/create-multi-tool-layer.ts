import type { Framework, FrameworkExecution, LlmCacheStore, StepResult, ToolManifest } from '@metnos/core';
import { withReplyTemplate } from '../../replies/reply-templates';
import { renderFinalMessage, sideEffects } from '@metnos/nous';
import { appendFramework } from '../append-framework';
import type { FastPathLayers } from '../fast-path-layers';
import { memoryLookup } from '../memory-lookup';
import { executionReply } from '../execution-reply';
import type { TurnAnswer } from '../../turn/turn-answer';
import type { RunPlanOptions, TurnContext } from '../turn-context';
import type { TurnLayerSpec } from './turn-layer-spec';

/** Options of {@link createMultiToolLayer}. */
export interface MultiToolLayerOptions {
  fastPath: FastPathLayers;
  enabled: boolean;
  /** The executors' manifests by tool name: which steps of a path have an effect. */
  manifests: ReadonlyMap<string, ToolManifest>;
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
 * cannot be served ends the turn with its failure (after what the prefix did). Consent covers the whole turn: only
 * the prefix's leading read-only steps run before the residual is planned; its first step with an effect and the
 * rest run together with the residual's plan, as one plan through Nous, so a residual step that needs consent (a
 * send) stops them too and the consent request lists every effect of the turn before any has run.
 */
export function createMultiToolLayer({ fastPath, enabled, manifests, cache, planResidual }: MultiToolLayerOptions): TurnLayerSpec {
  const hasEffect = (tool: string) => {
    const manifest = manifests.get(tool);
    return manifest === undefined || sideEffects(manifest).length > 0;
  };
  return {
    name: 'L2',
    enabled,
    async answer(request, context) {
      const { now, language, abortSignal } = context;
      // An embedder that fails (its server went down) makes L2 miss, not the turn fail.
      const found = await memoryLookup(() => context.timer.run('L2', () => fastPath.multiTool(request, { now, language, readFrame: () => context.frameOf(request), abortSignal }), (hit) => (hit ? 'hit' : 'miss')), { abortSignal });
      if (found === undefined) return undefined;
      // The path replies the way the plan that taught it did, with this request's values (else the tools' renderers).
      const path = { ...found, framework: await withReplyTemplate(cache, found.framework, { language }) };
      // A chained path runs its leading read-only steps now; the steps from its first effect on wait for the residual.
      const firstEffect = path.chain === undefined ? -1 : path.framework.steps.findIndex((step) => hasEffect(step.tool));
      const split = firstEffect === -1 ? path.framework.steps.length : firstEffect;
      const lead: Framework = split === path.framework.steps.length ? path.framework : { ...path.framework, steps: path.framework.steps.slice(0, split), final_message: '' };
      const held: Framework = { steps: path.framework.steps.slice(split), fillers: path.framework.fillers, final_message: '' };
      const execution = await context.run(lead, { consent: context.consent });
      if (execution.failure?.code === 'confirmation_required') {
        return { layer: 'L2', ok: false, reply: '', framework: path.framework, execution, failure: execution.failure, outcomes: [], pathId: path.pathId };
      }
      if (!execution.ok) return undefined;
      if (path.chain === undefined) return { layer: 'L2', ok: true, reply: executionReply(execution, language, { now }), framework: path.framework, execution, outcomes: [], pathId: path.pathId };

      // The prefix's steps that ran, and whether its held steps still wait (they run with the residual's first plan).
      let done: StepResult[] = execution.steps;
      let pending = held.steps.length > 0;
      const runWithHeld = async (framework: Framework, runOptions: RunPlanOptions = {}): Promise<FrameworkExecution> => {
        if (!pending) return context.run(framework, { ...runOptions, priorSteps: done });
        const ran = await context.run(appendFramework(held, framework), { ...runOptions, priorSteps: done });
        const heldRan = ran.steps.slice(0, held.steps.length);
        if (heldRan.length < held.steps.length || !heldRan.every((step) => step.ok)) return ran;
        done = [...done, ...heldRan];
        pending = false;
        return { ...ran, steps: ran.steps.slice(held.steps.length) };
      };
      // The planner sees the held steps as planned (tool and argument names; their output is not known yet).
      const planned = held.steps.map((step, position): StepResult => ({ index: split + position + 1, tool: step.tool, args: step.args, ok: true, ms: 0 }));
      const residualContext: TurnContext = { ...context, history: { request: path.chain.prefix, steps: [...execution.steps, ...planned] }, run: runWithHeld };
      const rest = await planResidual(path.chain.residual, residualContext);
      // A residual that could not be planned or served without running anything: the prefix alone (it needs no consent of its own).
      if (pending && rest?.execution === undefined) await runWithHeld({ steps: [], fillers: {}, final_message: '' });
      const prefixSteps = pending ? done : done.slice(0, path.framework.steps.length);
      const prefixExecution: FrameworkExecution = {
        ok: true,
        steps: prefixSteps,
        reply: pending || path.framework.final_message === '' ? '' : renderFinalMessage(path.framework.final_message, { steps: prefixSteps, fillers: execution.fillers }),
        fillers: execution.fillers,
      };
      const reply = executionReply(prefixExecution, language, { now });
      const chain = { ...path.chain, reply };
      const combined: FrameworkExecution = {
        ...(rest?.execution ?? { ...execution, ok: false }),
        steps: [...done, ...(rest?.execution?.steps ?? [])],
        fillers: { ...execution.fillers, ...rest?.execution?.fillers },
      };
      const framework = rest?.framework === undefined ? path.framework : appendFramework(path.framework, rest.framework);
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
