import { describe, expect, it } from 'vitest';
import { planLearningRevert, type LearningRevertInput } from './plan-learning-revert';

const framework = { steps: [{ tool: 'find_files', args: { ext: 'pdf' } }], fillers: {}, final_message: 'ok' };
const skillBefore = {
  status: 'candidate',
  framework,
  frameworkHash: 'a0a0a0a0a0a0a0a0',
  version: 1,
  uses: 1,
  successes: 1,
  failures: 0,
  consecutiveSuccesses: 1,
  consecutiveFailures: 0,
  lastUsedDayRank: 3,
};
const input = (change: Partial<LearningRevertInput['change']>, facts: Partial<Omit<LearningRevertInput, 'change'>> = {}): LearningRevertInput => ({
  change: { kind: 'skill_active', subjectKind: 'skill', subject: '9da047578be12684', before: skillBefore, after: { ...skillBefore, status: 'active' }, ...change },
  dayRank: 10,
  subjectExists: true,
  ...facts,
});

describe('planLearningRevert', () => {
  it('should restore a skill whole as the change found it', () => {
    expect(planLearningRevert(input({}))).toEqual({ revertible: true, action: { kind: 'set_skill', intentHash: '9da047578be12684', fields: skillBefore } });
  });

  it('should delete a skill whose creation it undoes', () => {
    expect(planLearningRevert(input({ kind: 'skill_candidate', before: null }))).toEqual({ revertible: true, action: { kind: 'delete_skill', intentHash: '9da047578be12684' } });
  });

  it('should bring a retired skill back with its status alone, used on the day of the revert', () => {
    const plan = planLearningRevert(input({ kind: 'skill_retired', before: { ...skillBefore, status: 'active' } }));
    expect(plan).toEqual({ revertible: true, action: { kind: 'set_skill', intentHash: '9da047578be12684', fields: { status: 'active', lastUsedDayRank: 10 } } });
    // ...but never earlier than it was last used.
    expect(planLearningRevert(input({ kind: 'skill_retired', before: { ...skillBefore, lastUsedDayRank: 12 } }, { dayRank: 10 }))).toMatchObject({ action: { fields: { lastUsedDayRank: 12 } } });
  });

  // Each refusal alone: the same change revertible without the one fact that refuses it.
  it.each<[string, Partial<LearningRevertInput['change']>, Partial<Omit<LearningRevertInput, 'change'>>, RegExp]>([
    ['a revert', { kind: 'reverted', revertOf: 4 }, {}, /itself a revert \(of change #4\)/],
    ['an executor added', { kind: 'executor_added', subjectKind: 'executor', subject: 'find_files', before: null }, {}, /code on disk/],
    ['a change already reverted', { revertedBy: 7 }, {}, /already reverted by change #7/],
    ['a change followed by a later one of its subject', {}, { laterChangeId: 9 }, /change #9 changed the same skill later: revert that one first/],
    ['a change of a skill since forgotten', {}, { subjectExists: false }, /the skill no longer exists/],
    ['the creation of a skill whose intent has anti-skills', { kind: 'skill_candidate', before: null }, { hasAntiSkills: true }, /would delete the skill and its anti-skills/],
  ])('should refuse %s, saying why', (_rule, change, facts, reason) => {
    const plan = planLearningRevert(input(change, facts));
    expect(plan.revertible).toBe(false);
    expect(plan.revertible ? '' : plan.reason).toMatch(reason);
  });

  it('should let anti-skills stand in the way of a skill creation only', () => {
    expect(planLearningRevert(input({}, { hasAntiSkills: true })).revertible).toBe(true);
  });

  it('should name the subject a later change touched', () => {
    const plan = planLearningRevert(input({ kind: 'canonical_query_demoted', subjectKind: 'canonical_query', subject: '5', before: { count: 3 } }, { laterChangeId: 8 }));
    expect(plan).toEqual({ revertible: false, reason: 'change #8 changed the same L1 row later: revert that one first' });
  });

  describe('anti-skills', () => {
    const ban = (before: Record<string, unknown> | null, facts: Partial<Omit<LearningRevertInput, 'change'>> = {}) =>
      planLearningRevert(input({ kind: 'anti_skill_expired', subjectKind: 'anti_skill', subject: '9da047578be12684:b1b1b1b1b1b1b1b1', before, after: null }, facts));

    it('should put a ban back with its own window while it still runs', () => {
      expect(ban({ reason: 'tool_failed', createdDayRank: 5, expiresDayRank: 35 })).toEqual({
        revertible: true,
        action: { kind: 'put_anti_skill', intentHash: '9da047578be12684', frameworkHash: 'b1b1b1b1b1b1b1b1', ban: { reason: 'tool_failed', createdDayRank: 5, expiresDayRank: 35 } },
      });
    });

    it('should give a ban that has run out the same length again from the day of the revert', () => {
      expect(ban({ reason: 'tool_failed', createdDayRank: 2, expiresDayRank: 8 })).toMatchObject({ action: { ban: { createdDayRank: 10, expiresDayRank: 16 } } });
      expect(ban({ reason: 'x', createdDayRank: 10, expiresDayRank: 10 })).toMatchObject({ action: { ban: { createdDayRank: 10, expiresDayRank: 11 } } });
    });

    it('should lift a ban whose adding it undoes, even when the skill is gone', () => {
      expect(ban(null, { subjectExists: false })).toEqual({ revertible: true, action: { kind: 'delete_anti_skill', intentHash: '9da047578be12684', frameworkHash: 'b1b1b1b1b1b1b1b1' } });
    });

    it('should refuse to put a ban back on an intent whose skill was forgotten', () => {
      expect(ban({ reason: 'x', createdDayRank: 1, expiresDayRank: 31 }, { subjectExists: false })).toEqual({ revertible: false, reason: 'the skill of this intent no longer exists (it was forgotten)' });
    });
  });

  describe('L1 rows', () => {
    const row = (kind: 'canonical_query_demoted' | 'canonical_query_retired' | 'canonical_query_relearned', before: Record<string, unknown> | null) =>
      planLearningRevert(input({ kind, subjectKind: 'canonical_query', subject: '5', before, after: null }));

    it('should restore a demoted row its count alone', () => {
      expect(row('canonical_query_demoted', { count: 3, successes: 9 })).toEqual({ revertible: true, action: { kind: 'set_canonical_query', id: 5, fields: { count: 3 } } });
    });

    it('should bring a retired row back, used on the day of the revert', () => {
      expect(row('canonical_query_retired', { lastDayRank: 4 })).toEqual({ revertible: true, action: { kind: 'set_canonical_query', id: 5, fields: { retiredAt: null, lastDayRank: 10 } } });
    });

    it('should restore any other change of a row whole, and change nothing of a row it created', () => {
      const before = { count: 2, successes: 1, failures: 1, lastDayRank: 4, retiredAt: null, argsObserved: { ext: ['pdf'] }, request: 'find pdfs', observedAt: '2026-05-25T10:00:00.000Z' };
      expect(row('canonical_query_relearned', before)).toEqual({ revertible: true, action: { kind: 'set_canonical_query', id: 5, fields: before } });
      expect(row('canonical_query_relearned', null)).toEqual({ revertible: true, action: { kind: 'set_canonical_query', id: 5, fields: {} } });
    });

    it('should refuse a row that no longer exists', () => {
      expect(planLearningRevert(input({ kind: 'canonical_query_demoted', subjectKind: 'canonical_query', subject: '5', before: { count: 3 } }, { subjectExists: false }))).toEqual({
        revertible: false,
        reason: 'the L1 row no longer exists',
      });
    });
  });

  describe('L2 paths', () => {
    const path = (kind: 'multi_tool_path_promoted' | 'multi_tool_path_retired' | 'multi_tool_path_relearned', before: Record<string, unknown> | null, after: Record<string, unknown> | null = null) =>
      planLearningRevert(input({ kind, subjectKind: 'multi_tool_path', subject: '7', before, after }));

    it('should undo a promotion by deleting the proto-executor it made', () => {
      expect(path('multi_tool_path_promoted', { promoted: false }, { promoted: true, protoExecutorId: 3, signature: 's' })).toEqual({
        revertible: true,
        action: { kind: 'unpromote_multi_tool_path', id: 7, protoExecutorId: 3 },
      });
    });

    it('should bring a retired path back, used on the day of the revert', () => {
      expect(path('multi_tool_path_retired', { lastDayRank: 12 })).toEqual({ revertible: true, action: { kind: 'set_multi_tool_path', id: 7, fields: { retiredAt: null, lastDayRank: 12 } } });
    });

    it('should restore its counters otherwise', () => {
      expect(path('multi_tool_path_relearned', { uses: 4, failures: 2, lastDayRank: 6, retiredAt: null, promoted: false })).toEqual({
        revertible: true,
        action: { kind: 'set_multi_tool_path', id: 7, fields: { uses: 4, failures: 2, lastDayRank: 6, retiredAt: null } },
      });
    });
  });
});
