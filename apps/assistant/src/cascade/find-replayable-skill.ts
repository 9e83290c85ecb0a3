import type { SkillRecord, SkillStore } from '@metnos/core';
import { pickSkill } from '@metnos/praxis';

/**
 * The skill of `intentHash` a turn may replay, read from the store: its skill whatever the status and its live
 * anti-skills, judged by @metnos/praxis' {@link pickSkill} (active, or a candidate on its trial; never demoted,
 * banned, or planned after another number of prior steps).
 */
export function findReplayableSkill(store: SkillStore, intentHash: string, { dayRank, priorSteps }: { dayRank: number; priorSteps?: number }): SkillRecord | undefined {
  const skill = store.findSkill(intentHash, { includeAll: true });
  if (skill === undefined) return undefined;
  return pickSkill([skill], { antiSkills: store.findAntiSkills(intentHash, dayRank), dayRank, ...(priorSteps === undefined ? {} : { priorSteps }) });
}
