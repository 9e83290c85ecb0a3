import type { Framework, Intent, SkillDraft, SkillState, SkillTransition } from '@metnos/core';
import { PraxisError } from '../praxis-error';
import { assertSkillPolicy, type SkillPolicy } from './skill-policy';
import { plural, toDraft, TransitionBuilder } from './_skill-transition';

/** The outcome of running a framework for an intent, as the skill lifecycle judges it. */
export interface SkillOutcome {
  /** `intentHash(intent)`. */
  intentHash: string;
  intent: Intent;
  framework: Framework;
  /** `frameworkHash(framework)`. */
  frameworkHash: string;
  ok: boolean;
  /** The active day of the outcome. */
  dayRank: number;
  /** Why it failed (a failure code): the reason of an anti-skill it causes. */
  reason?: string;
  /** The turn whose outcome this is: the learning changes it causes name it. */
  turnId?: string;
  /**
   * Whether this success may count toward auto-promotion (default true). The caller says no for a plan that does
   * not cover the intent or whose results were empty: such a success is counted but builds no success streak (so a
   * candidate earns no trial replay from it), and the skill becomes active only by an explicit ✓.
   */
  autoPromote?: boolean;
}

/**
 * The skill lifecycle after one outcome (pure; the store persists the result):
 * - With the stored framework: success bumps the success streak and promotes the skill to `active` after
 *   `promoteAfterSuccesses` in a row (from `candidate` or `demoted`) and lifts that framework's anti-skill; an
 *   untrusted success (`autoPromote: false`) is counted, clears the failure streak and resets the success streak; failure bumps the failure streak and, at `antiSkillAfterFailures`, bans the framework for
 *   `antiSkillTtlActiveDays` active days and demotes the skill.
 * - A different framework that succeeds replaces the stored one: `version` + 1, counters restart from this success,
 *   status `candidate` (or `active` when one success is enough). A different framework that fails leaves the stored
 *   skill alone; its own failure streak is counted aside and can still ban it.
 * - The first outcome for an intent creates the skill (`candidate`), whatever the verdict; so does the first one
 *   after the skill was retired (fresh counters).
 * Every status change (or framework replacement), anti-skill added or lifted comes with its one-line reason.
 */
export function nextSkillAfterOutcome(state: SkillState, outcome: SkillOutcome, policy: SkillPolicy): SkillTransition {
  assertSkillPolicy(policy);
  const { ok, dayRank, reason, autoPromote = true } = outcome;
  if (typeof ok !== 'boolean') throw new PraxisError({ code: 'invalid_option', subject: 'ok', message: `must be a boolean, got ${String(ok)}` });
  const hash = outcome.frameworkHash;
  const stored = state.skill;
  const promotes = (status: SkillDraft['status'], streak: number) =>
    autoPromote && status !== 'active' && streak >= policy.promoteAfterSuccesses ? 'active' : status;
  const failureReason = (streak: number) => reason ?? `${streak} consecutive failures`;
  const failureText = (streak: number) => `${streak} consecutive failures${reason === undefined ? '' : ` (last: ${reason})`}`;
  const builder = new TransitionBuilder();

  if (stored === undefined || stored.status === 'retired' || (ok && stored.frameworkHash !== hash)) {
    const banned = !ok && 1 >= policy.antiSkillAfterFailures;
    const next: SkillDraft = {
      intentHash: outcome.intentHash,
      intent: stored?.intent ?? outcome.intent,
      framework: outcome.framework,
      frameworkHash: hash,
      status: banned ? 'demoted' : ok ? promotes('candidate', 1) : 'candidate',
      uses: 1,
      successes: ok ? 1 : 0,
      failures: ok ? 0 : 1,
      consecutiveSuccesses: ok && autoPromote ? 1 : 0,
      consecutiveFailures: ok ? 0 : 1,
      version: stored === undefined ? 1 : stored.version + (stored.frameworkHash === hash ? 0 : 1),
      lastUsedDayRank: dayRank,
    };
    let why =
      stored === undefined
        ? `first outcome ${ok ? 'succeeded' : 'failed'}`
        : stored.status === 'retired'
          ? `learned again after retirement (${ok ? 'a success' : 'a failure'})`
          : `a different plan succeeded: framework replaced (version ${next.version})`;
    if (next.status === 'active') why += `; promoted after ${plural(1, 'success')}`;
    if (banned) why += `; demoted after ${failureText(1)}`;
    builder.writeSkill(stored, next, why);
    if (ok) {
      builder.transition.frameworkFailureStreak = 0;
      builder.liftIfBanned(state, 'the banned plan succeeded');
    } else if (banned) {
      builder.ban(failureReason(1), dayRank, policy);
    }
    return builder.transition;
  }

  if (stored.frameworkHash !== hash) {
    // A different framework failed: the stored skill is untouched, the failing one keeps its own streak.
    const streak = state.frameworkFailureStreak + 1;
    builder.transition.frameworkFailureStreak = streak;
    if (streak >= policy.antiSkillAfterFailures) builder.ban(failureReason(streak), dayRank, policy);
    return builder.transition;
  }

  const next: SkillDraft = { ...toDraft(stored, dayRank), uses: stored.uses + 1 };
  if (ok) {
    next.successes += 1;
    next.consecutiveSuccesses = autoPromote ? next.consecutiveSuccesses + 1 : 0;
    next.consecutiveFailures = 0;
    next.status = promotes(stored.status, next.consecutiveSuccesses);
    builder.writeSkill(stored, next, autoPromote ? `${plural(next.consecutiveSuccesses, 'success')} in a row` : 'an untrusted success (empty or off-intent)');
    builder.liftIfBanned(state, 'the banned plan succeeded');
  } else {
    next.failures += 1;
    next.consecutiveFailures += 1;
    next.consecutiveSuccesses = 0;
    const banned = next.consecutiveFailures >= policy.antiSkillAfterFailures;
    if (banned) next.status = 'demoted';
    builder.writeSkill(stored, next, failureText(next.consecutiveFailures));
    if (banned) builder.ban(failureReason(next.consecutiveFailures), dayRank, policy);
  }
  return builder.transition;
}
