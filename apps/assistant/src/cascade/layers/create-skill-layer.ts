import type { LlmCacheStore, SkillStore, ToolManifest } from '@metnos/core';
import { findReplayableSkill } from '../find-replayable-skill';
import { replaySkill } from '../skill-replay';
import { replaySiblingSkill } from '../replay-sibling-skill';
import { recoverFailedPlan, type PlannerOptions } from './recover-failed-plan';
import type { TurnLayerSpec } from './turn-layer-spec';
import { executionReply } from '../execution-reply';
import { rebindFinalMessage } from '../../replies/rebind-final-message';

/**
 * Praxis: the skill learned for the request's intent (O(1) by intent hash) replays its framework through Nous —
 * an `active` skill, or a `candidate` on its trial run; never a demoted one or a live anti-skill. A replay gets
 * no consent of its own: a step that sends, deletes or overwrites still asks the user. A skill planned after a
 * chained prefix's steps replays only after as many steps. Its values come from this request (re-read through
 * the skill's replay template); a skill whose values cannot be re-read misses. A failed replay goes to Pronoia
 * once. ↺ (`bypassSkill`) skips it.
 */
export function createSkillLayer({ store, pool, plannerOptions }: { store: SkillStore & LlmCacheStore; pool: readonly ToolManifest[]; plannerOptions: PlannerOptions }): TurnLayerSpec {
  return {
    name: 'skill',
    enabled: true,
    async answer(request, context) {
      const intent = await context.intentOf(request);
      if (context.bypassSkill) {
        context.timer.skip('skill');
        return undefined;
      }
      const priorSteps = context.history?.steps.length ?? 0;
      // A residual's skill refers to the steps of the prefix it was planned after: it fits only the same chain.
      const { now, language } = context;
      const frame = await context.frameOf(request);
      const pick = () => {
        const skill = findReplayableSkill(store, intent.hash, { dayRank: context.dayRank, priorSteps });
        // The values the plan took from the request that taught it are re-read from this one, or the skill misses.
        const framework = skill === undefined ? undefined : replaySkill(store, { intentHash: intent.hash, framework: skill.framework, request, now, language, frame });
        if (skill !== undefined && framework !== undefined) return { skill, framework };
        // The skill of the same action taught with other values ("in Scaricati" / "nei documenti"), re-read from this request.
        return replaySiblingSkill(store, { intent: intent.intent, intentHash: intent.hash, request, now, language, frame, dayRank: context.dayRank, priorSteps });
      };
      const picked = await context.timer.run('skill', pick, (found) => (found ? 'hit' : 'miss'));
      if (picked === undefined) return undefined;
      const { skill } = picked;
      // The skill replies with its plan's final message, re-bound to this request's values (else the tools' renderers).
      const finalMessage = rebindFinalMessage(skill.framework.final_message, { taught: skill.framework.steps.map((step) => step.args), current: picked.framework.steps.map((step) => step.args), language });
      const framework = { ...picked.framework, final_message: finalMessage ?? '' };
      const execution = await context.run(framework, { consent: context.consent });
      const answer = {
        layer: 'skill' as const,
        ok: execution.ok,
        reply: executionReply(execution, context.language, { now: context.now }),
        framework,
        execution,
        intent,
        ...(execution.failure === undefined ? {} : { failure: execution.failure }),
        // Recorded against the skill's own plan (its hash is the skill's), whatever values this replay used; a
        // sibling's replay teaches this request's intent the plan with this request's values (issue 22), never the
        // sibling's constants.
        outcomes: [{ framework: skill.intentHash === intent.hash ? skill.framework : framework, ran: framework, ok: execution.ok, ...(execution.failure === undefined ? {} : { failure: execution.failure }), source: 'skill' as const, request }],
      };
      return recoverFailedPlan(answer, request, context, { pool, plannerOptions });
    },
  };
}
