import { PraxisError } from '../praxis-error';

/**
 * The thresholds of the skill lifecycle (`[praxis]` in runtime.toml): a skill becomes `active` after
 * `promoteAfterSuccesses` consecutive successes; `antiSkillAfterFailures` consecutive failures of one framework ban
 * it for the intent (an anti-skill) for `antiSkillTtlActiveDays` active days and demote its skill.
 */
export interface SkillPolicy {
  /** Consecutive successes that auto-promote a skill to `active` (default 2). */
  promoteAfterSuccesses: number;
  /** Consecutive failures that turn a framework into an anti-skill and demote its skill (default 3). */
  antiSkillAfterFailures: number;
  /** Active days an anti-skill lasts (default 30). */
  antiSkillTtlActiveDays: number;
}

/** The defaults: promote after 2 successes in a row, ban after 3 failures in a row for 30 active days. */
export const defaultSkillPolicy: Readonly<SkillPolicy> = Object.freeze({ promoteAfterSuccesses: 2, antiSkillAfterFailures: 3, antiSkillTtlActiveDays: 30 });

/** Throws `PraxisError('invalid_option')` naming the field when a threshold is not a positive integer. */
export function assertSkillPolicy(policy: SkillPolicy): void {
  for (const name of ['promoteAfterSuccesses', 'antiSkillAfterFailures', 'antiSkillTtlActiveDays'] as const) {
    const value = policy[name];
    if (!Number.isSafeInteger(value) || value < 1) {
      throw new PraxisError({ code: 'invalid_option', subject: name, message: `must be an integer in [1, ${Number.MAX_SAFE_INTEGER}], got ${String(value)}` });
    }
  }
}
