import type { Feedback, SkillRecord, SkillStore } from '@metnos/core';
import { nextSkillAfterFeedback } from './next-skill-after-feedback';
import type { SkillLifecycleOptions } from './record-skill-outcome';
import { assertSkillPolicy, defaultSkillPolicy } from './skill-policy';

/** What `applySkillFeedback` applies: ✓ ✗ ↺ on a turn of an intent. */
export interface SkillFeedback {
  intentHash: string;
  feedback: Feedback;
  /** The active day of the feedback. */
  dayRank: number;
  /** The rated turn: the learning changes it causes name it. */
  turnId?: string;
}

/**
 * Applies ✓ ✗ ↺ to the skill of an intent: the store reads it in one transaction, {@link nextSkillAfterFeedback}
 * decides, the store persists that with its learning changes. Returns the skill after, `undefined` when the intent
 * has none.
 */
export function applySkillFeedback(
  store: Pick<SkillStore, 'updateSkill'>,
  { intentHash, feedback, dayRank, turnId }: SkillFeedback,
  { policy = defaultSkillPolicy }: SkillLifecycleOptions = {},
): SkillRecord | undefined {
  assertSkillPolicy(policy);
  return store.updateSkill({ intentHash, dayRank, ...(turnId === undefined ? {} : { turnId }) }, (state) => nextSkillAfterFeedback(state, feedback, dayRank, policy));
}
