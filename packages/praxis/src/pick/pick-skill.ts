import type { AntiSkillRecord, SkillRecord } from '@metnos/core';
import { planCoversIntent } from '@metnos/lexicon';
import { frameworkHash } from '../keys/framework-hash';
import { requiredPriorSteps } from './required-prior-steps';

/** What {@link pickSkill} needs besides the candidates. */
export interface PickSkillOptions {
  /** The anti-skills of the candidates' intents; only those live at `dayRank` (`expiresDayRank > dayRank`) ban. */
  antiSkills: readonly Pick<AntiSkillRecord, 'intentHash' | 'frameworkHash' | 'expiresDayRank'>[];
  /** The active day of the turn. */
  dayRank: number;
  /**
   * The steps that ran before in this turn (a chained request's prefix): a candidate is picked only when its plan
   * needs exactly that many ({@link requiredPriorSteps}). Omitted: not checked.
   */
  priorSteps?: number;
}

/** Whether `skill` may be replayed at all: active, or a candidate on a success streak whose plan covers its intent. */
function isUsable(skill: SkillRecord): boolean {
  if (skill.status === 'active') return true;
  // A candidate replays for its trial run only when its plan does what its intent asks (Naming Authority).
  return skill.status === 'candidate' && skill.consecutiveSuccesses >= 1 && planCoversIntent(skill.framework, skill.intent);
}

/**
 * The skill a turn may replay among `candidates` (in order of preference; the first that qualifies): an `active`
 * one, or a `candidate` on a success streak whose plan covers its intent (its replay is the trial that earns
 * promotion after `promoteAfterSuccesses` consecutive successes). A `demoted` or `retired` skill, a candidate whose
 * streak was reset (✗ or ↺), a plan that is a live anti-skill of its intent at `dayRank`, or one that needs another
 * number of prior steps is never picked: `undefined` means the planner proposes again. Pure: the caller reads the
 * candidates and anti-skills from its store (`findSkill(hash, { includeAll: true })`, `findAntiSkills`).
 */
export function pickSkill(candidates: readonly SkillRecord[], { antiSkills, dayRank, priorSteps }: PickSkillOptions): SkillRecord | undefined {
  const banned = new Set(antiSkills.filter((anti) => anti.expiresDayRank > dayRank).map((anti) => `${anti.intentHash}:${anti.frameworkHash}`));
  return candidates.find(
    (skill) =>
      isUsable(skill) &&
      !banned.has(`${skill.intentHash}:${frameworkHash(skill.framework)}`) &&
      (priorSteps === undefined || requiredPriorSteps(skill.framework) === priorSteps),
  );
}
