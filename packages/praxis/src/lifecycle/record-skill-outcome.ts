import type { SkillRecord, SkillStore } from '@metnos/core';
import { nextSkillAfterOutcome, type SkillOutcome } from './next-skill-after-outcome';
import { assertSkillPolicy, defaultSkillPolicy, type SkillPolicy } from './skill-policy';

/** Options of `recordSkillOutcome` and `applySkillFeedback`. */
export interface SkillLifecycleOptions {
  /** The thresholds (default `defaultSkillPolicy`; the app passes `[praxis]`'s). */
  policy?: SkillPolicy;
}

/**
 * Records the outcome of running a framework for an intent: the store (@metnos/praxis-store implements `updateSkill`)
 * reads the intent's skill in one transaction, {@link nextSkillAfterOutcome} decides the counters, promotion,
 * demotion and anti-skill, and the store persists that with its learning changes. Returns the intent's skill after.
 */
export function recordSkillOutcome(store: Pick<SkillStore, 'updateSkill'>, outcome: SkillOutcome, { policy = defaultSkillPolicy }: SkillLifecycleOptions = {}): SkillRecord {
  assertSkillPolicy(policy);
  const key = { intentHash: outcome.intentHash, frameworkHash: outcome.frameworkHash, dayRank: outcome.dayRank, ...(outcome.turnId === undefined ? {} : { turnId: outcome.turnId }) };
  // An outcome always leaves a skill (created on the first one), so the store returns one.
  return store.updateSkill(key, (state) => nextSkillAfterOutcome(state, outcome, policy)) as SkillRecord;
}
