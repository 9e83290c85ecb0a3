import type { Feedback, SkillDraft, SkillState, SkillTransition } from '@metnos/core';
import { PraxisError } from '../praxis-error';
import { assertSkillPolicy, type SkillPolicy } from './skill-policy';
import { toDraft, TransitionBuilder } from './_skill-transition';

/**
 * The skill lifecycle after ✓ ✗ ↺ on a turn of the intent (pure; the store persists the result):
 * - ✓ `up` makes the skill `active` at once, clears its failure streak and lifts its framework's anti-skill;
 * - ✗ `down` demotes it and counts one failed use (uses + 1, failures + 1, success streak reset), which can ban its
 *   framework (`antiSkillAfterFailures`);
 * - ↺ `retry` only resets the success streak and moves an `active` skill back to `candidate` (a `demoted` one stays
 *   `demoted`), so the next lookup misses and the planner runs again; nothing counts as a failure.
 * A `retired` skill changes only on ✓ (active again); no skill, no change.
 */
export function nextSkillAfterFeedback(state: SkillState, feedback: Feedback, dayRank: number, policy: SkillPolicy): SkillTransition {
  assertSkillPolicy(policy);
  if (feedback !== 'up' && feedback !== 'down' && feedback !== 'retry') {
    throw new PraxisError({ code: 'invalid_option', subject: 'feedback', message: `must be 'up', 'down' or 'retry', got ${JSON.stringify(feedback)}` });
  }
  const stored = state.skill;
  const builder = new TransitionBuilder();
  if (stored === undefined || (stored.status === 'retired' && feedback !== 'up')) return builder.transition;
  const next: SkillDraft = { ...toDraft(stored, dayRank), lastUsedDayRank: stored.lastUsedDayRank ?? dayRank };
  if (feedback === 'up') {
    next.status = 'active';
    next.consecutiveFailures = 0;
    next.lastUsedDayRank = Math.max(next.lastUsedDayRank, dayRank);
    builder.writeSkill(stored, next, '✓ feedback').liftIfBanned(state, '✓ feedback');
  } else if (feedback === 'down') {
    next.status = 'demoted';
    next.uses += 1;
    next.failures += 1;
    next.consecutiveFailures += 1;
    next.consecutiveSuccesses = 0;
    builder.writeSkill(stored, next, '✗ feedback');
    if (next.consecutiveFailures >= policy.antiSkillAfterFailures) {
      builder.ban(`${next.consecutiveFailures} consecutive failures (last: user feedback ✗)`, dayRank, policy);
    }
  } else {
    next.status = stored.status === 'active' ? 'candidate' : stored.status;
    next.consecutiveSuccesses = 0;
    builder.writeSkill(stored, next, '↺ retry: the planner proposes afresh');
  }
  return builder.transition;
}
