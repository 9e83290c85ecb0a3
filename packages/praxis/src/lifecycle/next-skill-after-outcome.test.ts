import type { Framework, Intent, SkillRecord, SkillState } from '@metnos/core';
import { skillRecord } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { PraxisError } from '../praxis-error';
import { nextSkillAfterOutcome, type SkillOutcome } from './next-skill-after-outcome';
import { defaultSkillPolicy } from './skill-policy';

const intent: Intent = { verb: 'move', object: 'messages', keywords: ['spam', 'trash'] };
const frameworkA: Framework = { steps: [{ tool: 'find_messages', args: { folder: 'INBOX' } }], fillers: {}, final_message: 'Moved.' };
const frameworkB: Framework = { steps: [{ tool: 'purge_spam', args: {} }], fillers: {}, final_message: 'Done.' };
const hash = '9da047578be12684';
const hashA = 'a0a0a0a0a0a0a0a0';
const hashB = 'b1b1b1b1b1b1b1b1';
const policy = { promoteAfterSuccesses: 2, antiSkillAfterFailures: 3, antiSkillTtlActiveDays: 30 };

const stored = (fields: Partial<SkillRecord> = {}): SkillRecord =>
  skillRecord({ intentHash: hash, intent, framework: frameworkA, frameworkHash: hashA, status: 'candidate', uses: 1, successes: 1, consecutiveSuccesses: 1, ...fields });
const state = (skill?: SkillRecord, fields: Partial<SkillState> = {}): SkillState => ({
  ...(skill === undefined ? {} : { skill }),
  frameworkHash: hashA,
  frameworkFailureStreak: 0,
  ...fields,
});
const outcome = (ok: boolean, fields: Partial<SkillOutcome> = {}): SkillOutcome => ({ intentHash: hash, intent, framework: frameworkA, frameworkHash: hashA, ok, dayRank: 1, ...fields });
const written = (skill: SkillRecord) => {
  const { successRate: _rate, createdAt: _created, updatedAt: _updated, ...draft } = skill;
  return draft;
};

describe('nextSkillAfterOutcome', () => {
  it('should create a candidate on the first outcome and forget any failure streak of its framework', () => {
    expect(nextSkillAfterOutcome(state(), outcome(true), policy)).toEqual({
      skill: written(stored()),
      frameworkFailureStreak: 0,
      changes: [{ kind: 'skill_candidate', reason: 'first outcome succeeded' }],
    });
    expect(nextSkillAfterOutcome(state(), outcome(false), policy)).toEqual({
      skill: { ...written(stored()), successes: 0, failures: 1, consecutiveSuccesses: 0, consecutiveFailures: 1 },
      changes: [{ kind: 'skill_candidate', reason: 'first outcome failed' }],
    });
  });

  it('should promote after promoteAfterSuccesses consecutive successes', () => {
    const transition = nextSkillAfterOutcome(state(stored()), outcome(true, { dayRank: 2 }), policy);
    expect(transition.skill).toMatchObject({ status: 'active', uses: 2, successes: 2, consecutiveSuccesses: 2, lastUsedDayRank: 2 });
    expect(transition.changes).toEqual([{ kind: 'skill_active', reason: '2 successes in a row' }]);
  });

  it('should promote on the first success when one is enough', () => {
    const transition = nextSkillAfterOutcome(state(), outcome(true), { ...policy, promoteAfterSuccesses: 1 });
    expect(transition.skill?.status).toBe('active');
    expect(transition.changes).toEqual([{ kind: 'skill_active', reason: 'first outcome succeeded; promoted after 1 success' }]);
  });

  it('should count but never auto-promote a success the caller marks autoPromote false, and build no streak from it', () => {
    const transition = nextSkillAfterOutcome(state(stored({ consecutiveSuccesses: 4, uses: 4, successes: 4, consecutiveFailures: 1 })), outcome(true, { autoPromote: false }), policy);
    expect(transition.skill).toMatchObject({ status: 'candidate', successes: 5, consecutiveSuccesses: 0, consecutiveFailures: 0 });
    expect(transition.changes).toEqual([]);
    expect(nextSkillAfterOutcome(state(), outcome(true, { autoPromote: false }), { ...policy, promoteAfterSuccesses: 1 }).skill)
      .toMatchObject({ status: 'candidate', successes: 1, consecutiveSuccesses: 0 });
  });

  it('should reset the success streak on a failure without logging a change while the status holds', () => {
    const transition = nextSkillAfterOutcome(state(stored()), outcome(false), policy);
    expect(transition.skill).toMatchObject({ status: 'candidate', uses: 2, successes: 1, failures: 1, consecutiveSuccesses: 0, consecutiveFailures: 1 });
    expect(transition.changes).toEqual([]);
    expect(transition).not.toHaveProperty('ban');
  });

  it('should demote the skill and ban its framework at antiSkillAfterFailures consecutive failures', () => {
    const current = stored({ status: 'active', uses: 4, successes: 2, failures: 2, consecutiveSuccesses: 0, consecutiveFailures: 2 });
    expect(nextSkillAfterOutcome(state(current), outcome(false, { dayRank: 6 }), policy)).toEqual({
      skill: { ...written(current), status: 'demoted', uses: 5, failures: 3, consecutiveFailures: 3, lastUsedDayRank: 6 },
      ban: { reason: '3 consecutive failures', createdDayRank: 6, expiresDayRank: 36 },
      changes: [
        { kind: 'skill_demoted', reason: '3 consecutive failures' },
        { kind: 'anti_skill_added', reason: '3 consecutive failures: banned for 30 active days' },
      ],
    });
    const named = nextSkillAfterOutcome(state(current), outcome(false, { dayRank: 6, reason: 'plan_failed' }), policy);
    expect(named.ban?.reason).toBe('plan_failed');
    expect(named.changes[0]).toEqual({ kind: 'skill_demoted', reason: '3 consecutive failures (last: plan_failed)' });
  });

  it('should ban on the first failure when one is enough, demoting the new skill', () => {
    const transition = nextSkillAfterOutcome(state(), outcome(false, { dayRank: 10 }), { ...policy, antiSkillAfterFailures: 1 });
    expect(transition.skill?.status).toBe('demoted');
    expect(transition.ban).toEqual({ reason: '1 consecutive failures', createdDayRank: 10, expiresDayRank: 40 });
    expect(transition.changes.map((change) => change.reason)).toEqual([
      'first outcome failed; demoted after 1 consecutive failures',
      '1 consecutive failures: banned for 30 active days',
    ]);
  });

  it('should lift the anti-skill of a framework that succeeds again, and only when there is one', () => {
    const antiSkill = { intentHash: hash, frameworkHash: hashA, reason: 'x', createdDayRank: 1, expiresDayRank: 31 };
    const transition = nextSkillAfterOutcome(state(stored({ status: 'demoted', consecutiveSuccesses: 0 }), { antiSkill }), outcome(true, { dayRank: 2 }), policy);
    expect(transition.lift).toBe(true);
    expect(transition.changes).toEqual([{ kind: 'anti_skill_lifted', reason: 'the banned plan succeeded' }]);
    expect(nextSkillAfterOutcome(state(stored()), outcome(true), policy)).not.toHaveProperty('lift');
  });

  it('should replace the stored framework when a different one succeeds, bumping the version and restarting the counters', () => {
    const current = stored({ status: 'active', uses: 2, successes: 2, consecutiveSuccesses: 2 });
    const transition = nextSkillAfterOutcome(state(current, { frameworkHash: hashB }), outcome(true, { framework: frameworkB, frameworkHash: hashB }), policy);
    expect(transition.skill).toEqual({ ...written(stored()), framework: frameworkB, frameworkHash: hashB, version: 2 });
    expect(transition.changes).toEqual([{ kind: 'skill_candidate', reason: 'a different plan succeeded: framework replaced (version 2)' }]);
  });

  it('should leave the stored skill alone when a different framework fails, counting its failures aside until they ban it', () => {
    const current = stored({ status: 'active' });
    const first = nextSkillAfterOutcome(state(current, { frameworkHash: hashB }), outcome(false, { framework: frameworkB, frameworkHash: hashB, dayRank: 3 }), policy);
    expect(first).toEqual({ frameworkFailureStreak: 1, changes: [] });
    const third = nextSkillAfterOutcome(state(current, { frameworkHash: hashB, frameworkFailureStreak: 2 }), outcome(false, { framework: frameworkB, frameworkHash: hashB, dayRank: 4 }), policy);
    expect(third).toEqual({
      frameworkFailureStreak: 3,
      ban: { reason: '3 consecutive failures', createdDayRank: 4, expiresDayRank: 34 },
      changes: [{ kind: 'anti_skill_added', reason: '3 consecutive failures: banned for 30 active days' }],
    });
  });

  it('should learn a retired skill again from the next outcome, with fresh counters and the stored intent', () => {
    const retired = stored({ status: 'retired', uses: 9, successes: 9, consecutiveSuccesses: 9, intent: { ...intent, keywords: ['trash', 'spam'] } });
    const transition = nextSkillAfterOutcome(state(retired), outcome(true, { dayRank: 5 }), policy);
    expect(transition.skill).toMatchObject({ status: 'candidate', uses: 1, successes: 1, version: 1, lastUsedDayRank: 5, intent: retired.intent });
    expect(transition.changes).toEqual([{ kind: 'skill_candidate', reason: 'learned again after retirement (a success)' }]);
  });

  it('should refuse a policy out of range or a verdict that is not a boolean', () => {
    expect(() => nextSkillAfterOutcome(state(), outcome(true), { ...policy, promoteAfterSuccesses: 0 })).toThrow(/promoteAfterSuccesses/);
    const error = (() => {
      try {
        nextSkillAfterOutcome(state(), outcome('yes' as unknown as boolean), defaultSkillPolicy);
      } catch (thrown) {
        return thrown;
      }
      return undefined;
    })();
    expect(PraxisError.isInstance(error) && error.code).toBe('invalid_option');
  });

  // Each threshold alone, one below and at it: the verdict turns exactly at the policy's number, whatever the others.
  describe('thresholds', () => {
    it.each([1, 2, 3, 5])('should promote at promoteAfterSuccesses = %i successes in a row, not one before', (threshold) => {
      const custom = { ...policy, promoteAfterSuccesses: threshold };
      const streak = (count: number) => stored({ uses: count, successes: count, consecutiveSuccesses: count });
      if (threshold > 1) expect(nextSkillAfterOutcome(state(streak(threshold - 2)), outcome(true), custom).skill?.status).toBe('candidate');
      expect(nextSkillAfterOutcome(state(streak(threshold - 1)), outcome(true), custom).skill?.status).toBe('active');
      // An untrusted success never promotes, even at the threshold.
      expect(nextSkillAfterOutcome(state(streak(threshold - 1)), outcome(true, { autoPromote: false }), custom).skill?.status).toBe('candidate');
    });

    it.each([1, 2, 3, 5])('should demote and ban at antiSkillAfterFailures = %i failures in a row, not one before', (threshold) => {
      const custom = { ...policy, antiSkillAfterFailures: threshold };
      const streak = (count: number) => stored({ status: 'active', uses: 3 + count, successes: 3, failures: count, consecutiveSuccesses: 0, consecutiveFailures: count });
      if (threshold > 1) {
        const before = nextSkillAfterOutcome(state(streak(threshold - 2)), outcome(false), custom);
        expect(before.skill?.status).toBe('active');
        expect(before.ban).toBeUndefined();
      }
      const at = nextSkillAfterOutcome(state(streak(threshold - 1)), outcome(false), custom);
      expect(at.skill?.status).toBe('demoted');
      expect(at.ban).toMatchObject({ createdDayRank: 1, expiresDayRank: 1 + policy.antiSkillTtlActiveDays });
    });

    it.each([1, 7, 30])('should ban for antiSkillTtlActiveDays = %i active days from the day of the failure', (days) => {
      const failing = stored({ consecutiveSuccesses: 0, consecutiveFailures: policy.antiSkillAfterFailures - 1 });
      expect(nextSkillAfterOutcome(state(failing), outcome(false, { dayRank: 4 }), { ...policy, antiSkillTtlActiveDays: days }).ban).toMatchObject({ createdDayRank: 4, expiresDayRank: 4 + days });
    });

    it('should count failures of a framework that is not the stored one against that framework alone', () => {
      const other = state(stored({ status: 'active' }), { frameworkHash: hashB, frameworkFailureStreak: policy.antiSkillAfterFailures - 2 });
      const before = nextSkillAfterOutcome(other, outcome(false, { framework: frameworkB, frameworkHash: hashB }), policy);
      expect(before).toEqual({ frameworkFailureStreak: policy.antiSkillAfterFailures - 1, changes: [] });
      const at = nextSkillAfterOutcome({ ...other, frameworkFailureStreak: policy.antiSkillAfterFailures - 1 }, outcome(false, { framework: frameworkB, frameworkHash: hashB }), policy);
      expect(at.skill).toBeUndefined();
      expect(at.ban).toBeDefined();
    });
  });
});

