import type { SkillRecord, SkillStore } from '@metnos/core';
import { frameworkHash } from '@metnos/metis';
import { planCoversIntent } from '@metnos/lexicon';

/**
 * The skill a turn may replay for `intentHash`: an `active` one, or a `candidate` on a success streak whose plan
 * covers its intent (its replay is the trial that earns promotion after `promote_after_successes` consecutive
 * successes).
 * A `demoted` skill, a candidate whose streak was reset (✗ or ↺), or a framework that is a live anti-skill at
 * `dayRank` is never replayed: the planner proposes again.
 */
export function pickSkill(store: SkillStore, intentHash: string, { dayRank }: { dayRank: number }): SkillRecord | undefined {
  const skill = store.findSkill(intentHash, { includeAll: true });
  if (skill === undefined) return undefined;
  // A candidate replays for its trial run only when its plan does what its intent asks (Naming Authority).
  const usable = skill.status === 'active' || (skill.status === 'candidate' && skill.consecutiveSuccesses >= 1 && planCoversIntent(skill.framework, skill.intent));
  if (!usable) return undefined;
  const banned = new Set(store.findAntiSkills(intentHash, dayRank).map((anti) => anti.frameworkHash));
  return banned.has(frameworkHash(skill.framework)) ? undefined : skill;
}
