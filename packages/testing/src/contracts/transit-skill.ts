import type { SkillChangeKind, SkillDraft, SkillKey, SkillRecord, SkillStore, SkillTransition } from '@metnos/core';

/** A hand-written step of a skill's life, as a policy would decide it (the store's tests give decisions as data). */
export interface SkillStep {
  /** Merged onto the stored skill (a new skill needs every field). */
  skill?: Partial<SkillDraft>;
  /** Logs `skill_<status>` with this reason. */
  reason?: string;
  /** Bans the key's framework for `days` active days from the key's day. */
  ban?: { reason: string; days: number };
  /** Lifts the key's framework's anti-skill with this reason. */
  lift?: string;
  /** Sets the key's framework's failure streak. */
  streak?: number;
}

/** Runs `step` through `store.updateSkill` and returns the skill after. */
export function transitSkill(store: SkillStore, key: SkillKey, step: SkillStep): SkillRecord | undefined {
  return store.updateSkill(key, (state) => {
    const transition: SkillTransition = { changes: [] };
    if (step.skill !== undefined) {
      const stored: Partial<SkillDraft> = state.skill === undefined ? {} : { ...state.skill };
      delete (stored as Partial<SkillRecord>).successRate;
      delete (stored as Partial<SkillRecord>).createdAt;
      delete (stored as Partial<SkillRecord>).updatedAt;
      transition.skill = { ...stored, ...step.skill } as SkillDraft;
      if (step.reason !== undefined) transition.changes.push({ kind: `skill_${transition.skill.status}` as SkillChangeKind, reason: step.reason });
    }
    if (step.streak !== undefined) transition.frameworkFailureStreak = step.streak;
    if (step.ban !== undefined) {
      transition.ban = { reason: step.ban.reason, createdDayRank: key.dayRank, expiresDayRank: key.dayRank + step.ban.days };
      transition.changes.push({ kind: 'anti_skill_added', reason: step.ban.reason });
    }
    if (step.lift !== undefined) {
      transition.lift = true;
      transition.changes.push({ kind: 'anti_skill_lifted', reason: step.lift });
    }
    return transition;
  });
}
