import type { SkillChangeKind, SkillDraft, SkillRecord, SkillState, SkillTransition } from '@metnos/core';
import type { SkillPolicy } from './skill-policy';

/** The writable part of a stored skill. Internal to the skill policy. */
export function toDraft(skill: SkillRecord, dayRank: number): SkillDraft {
  return {
    intentHash: skill.intentHash,
    intent: skill.intent,
    framework: skill.framework,
    frameworkHash: skill.frameworkHash,
    status: skill.status,
    uses: skill.uses,
    successes: skill.successes,
    failures: skill.failures,
    consecutiveSuccesses: skill.consecutiveSuccesses,
    consecutiveFailures: skill.consecutiveFailures,
    version: skill.version,
    lastUsedDayRank: Math.max(skill.lastUsedDayRank ?? dayRank, dayRank),
  };
}

/** `1 success`, `2 successes`. */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 'es'}`;
}

/** A transition being built: the skill written, the changes logged in order. */
export class TransitionBuilder {
  readonly transition: SkillTransition = { changes: [] };

  /** Writes `next`; logs `skill_<status>` when the skill is new or its status or framework changed. */
  writeSkill(before: SkillRecord | undefined, next: SkillDraft, reason: string): this {
    this.transition.skill = next;
    if (before === undefined || before.status !== next.status || before.frameworkHash !== next.frameworkHash) {
      this.transition.changes.push({ kind: `skill_${next.status}` as SkillChangeKind, reason });
    }
    return this;
  }

  /** Bans the state's framework for `antiSkillTtlActiveDays` active days from `dayRank`. */
  ban(reason: string, dayRank: number, policy: SkillPolicy): this {
    this.transition.ban = { reason, createdDayRank: dayRank, expiresDayRank: dayRank + policy.antiSkillTtlActiveDays };
    this.transition.changes.push({ kind: 'anti_skill_added', reason: `${reason}: banned for ${policy.antiSkillTtlActiveDays} active days` });
    return this;
  }

  /** Lifts the state's framework's anti-skill, when it has one. */
  liftIfBanned(state: SkillState, reason: string): this {
    if (state.antiSkill === undefined) return this;
    this.transition.lift = true;
    this.transition.changes.push({ kind: 'anti_skill_lifted', reason });
    return this;
  }
}
