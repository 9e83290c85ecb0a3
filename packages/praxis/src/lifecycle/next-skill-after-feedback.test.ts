import type { SkillRecord, SkillState } from '@metnos/core';
import { skillRecord } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { nextSkillAfterFeedback } from './next-skill-after-feedback';

const hashA = 'a0a0a0a0a0a0a0a0';
const policy = { promoteAfterSuccesses: 2, antiSkillAfterFailures: 2, antiSkillTtlActiveDays: 30 };
const state = (skill?: SkillRecord, fields: Partial<SkillState> = {}): SkillState => ({ ...(skill === undefined ? {} : { skill }), frameworkHash: hashA, frameworkFailureStreak: 0, ...fields });

describe('nextSkillAfterFeedback', () => {
  it('should make the skill active at once on ✓, clear its failure streak and lift its anti-skill', () => {
    const antiSkill = { intentHash: '9da047578be12684', frameworkHash: hashA, reason: 'x', createdDayRank: 1, expiresDayRank: 31 };
    const transition = nextSkillAfterFeedback(state(skillRecord({ status: 'demoted', consecutiveFailures: 2 }), { antiSkill }), 'up', 4, policy);
    expect(transition.skill).toMatchObject({ status: 'active', consecutiveFailures: 0, lastUsedDayRank: 4, uses: 2 });
    expect(transition.lift).toBe(true);
    expect(transition.changes).toEqual([
      { kind: 'skill_active', reason: '✓ feedback' },
      { kind: 'anti_skill_lifted', reason: '✓ feedback' },
    ]);
  });

  it('should demote on ✗ and count it as a failed use, banning the framework at antiSkillAfterFailures', () => {
    const once = nextSkillAfterFeedback(state(skillRecord()), 'down', 2, policy);
    expect(once.skill).toMatchObject({ status: 'demoted', uses: 3, failures: 1, consecutiveFailures: 1, consecutiveSuccesses: 0, lastUsedDayRank: 1 });
    expect(once.changes).toEqual([{ kind: 'skill_demoted', reason: '✗ feedback' }]);
    const twice = nextSkillAfterFeedback(state(skillRecord({ status: 'demoted', consecutiveFailures: 1 })), 'down', 3, policy);
    expect(twice.ban).toEqual({ reason: '2 consecutive failures (last: user feedback ✗)', createdDayRank: 3, expiresDayRank: 33 });
    expect(twice.changes).toEqual([{ kind: 'anti_skill_added', reason: '2 consecutive failures (last: user feedback ✗): banned for 30 active days' }]);
  });

  it('should move an active skill back to candidate on ↺ without counting a failure, and leave a demoted one demoted', () => {
    const retried = nextSkillAfterFeedback(state(skillRecord()), 'retry', 2, policy);
    expect(retried.skill).toMatchObject({ status: 'candidate', failures: 0, uses: 2, consecutiveSuccesses: 0 });
    expect(retried.changes).toEqual([{ kind: 'skill_candidate', reason: '↺ retry: the planner proposes afresh' }]);
    const demoted = nextSkillAfterFeedback(state(skillRecord({ status: 'demoted' })), 'retry', 2, policy);
    expect(demoted.skill?.status).toBe('demoted');
    expect(demoted.changes).toEqual([]);
  });

  it('should change nothing without a skill, or for ✗ and ↺ on a retired one; ✓ brings a retired skill back', () => {
    expect(nextSkillAfterFeedback(state(), 'up', 1, policy)).toEqual({ changes: [] });
    expect(nextSkillAfterFeedback(state(skillRecord({ status: 'retired' })), 'down', 1, policy)).toEqual({ changes: [] });
    expect(nextSkillAfterFeedback(state(skillRecord({ status: 'retired' })), 'retry', 1, policy)).toEqual({ changes: [] });
    expect(nextSkillAfterFeedback(state(skillRecord({ status: 'retired' })), 'up', 1, policy).skill?.status).toBe('active');
  });

  it('should refuse feedback that is not ✓ ✗ ↺', () => {
    expect(() => nextSkillAfterFeedback(state(skillRecord()), 'maybe' as 'up', 1, policy)).toThrow(/feedback: must be 'up', 'down' or 'retry'/);
  });
});
