import type { Intent, SkillDraft, SkillKey, SkillState, SkillStore, SkillTransition } from '@metnos/core';
import { expect } from 'vitest';
import { draftA, frameworkA, frameworkB, hash, hashA, hashB, keyA, otherHash } from './contract-fixtures';
import { describeContract, type ContractFactory, type ContractScenarios } from './contract-suite';
import { transitSkill, type SkillStep } from './transit-skill';

const created = (status: SkillDraft['status'] = 'candidate', dayRank = 1): SkillStep => ({
  skill: { ...draftA, status, lastUsedDayRank: dayRank },
  reason: 'first outcome succeeded',
});

/** The scenarios of core's `SkillStore` (run by {@link testSkillStoreContract}; a meta-test runs them one by one). */
export const skillStoreScenarios: ContractScenarios<SkillStore> = {
  'should write the skill a transition gives and hide it from findSkill until active': (open) => {
    const store = open();
    const record = transitSkill(store, keyA(), created());
    expect(record).toEqual({ ...draftA, successRate: 1, createdAt: '2026-05-25T10:00:00.000Z', updatedAt: '2026-05-25T10:00:00.000Z' });
    expect(store.findSkill(hash)).toBeUndefined();
    expect(store.findSkill(hash, { includeAll: true })).toEqual(record);
    const active = transitSkill(store, keyA(), { skill: { status: 'active', uses: 2, successes: 2, consecutiveSuccesses: 2 }, reason: '2 successes in a row' });
    expect(active).toMatchObject({ status: 'active', uses: 2, successRate: 1, framework: frameworkA, frameworkHash: hashA });
    expect(store.findSkill(hash)).toEqual(active);
  },

  'should answer undefined for an intent never seen, and for a skill forgotten': (open) => {
    const store = open();
    expect(store.findSkill(otherHash, { includeAll: true })).toBeUndefined();
    expect(store.forgetSkill(otherHash)).toBe(false);
    transitSkill(store, keyA(), created('active'));
    expect(store.forgetSkill(hash)).toBe(true);
    expect(store.findSkill(hash, { includeAll: true })).toBeUndefined();
  },

  "should hand decide the stored skill, the framework's streak counted aside and its anti-skill": (open) => {
    const store = open();
    const seen: SkillState[] = [];
    const look = (key: SkillKey) => store.updateSkill(key, (state) => (seen.push(state), { changes: [] }));
    expect(look(keyA())).toBeUndefined();
    transitSkill(store, keyA(), created('active'));
    transitSkill(store, keyA(hashB, 4), { streak: 2, ban: { reason: 'plan_failed', days: 30 } });
    look(keyA(hashB, 5));
    look({ intentHash: hash, dayRank: 5 });
    const [none, other, own] = seen;
    expect(none).toEqual({ frameworkHash: hashA, frameworkFailureStreak: 0 });
    expect(other).toMatchObject({ skill: { status: 'active', frameworkHash: hashA }, frameworkHash: hashB, frameworkFailureStreak: 2 });
    expect(other?.antiSkill).toEqual({ intentHash: hash, frameworkHash: hashB, reason: 'plan_failed', createdDayRank: 4, expiresDayRank: 34 });
    expect(own).toMatchObject({ frameworkHash: hashA, frameworkFailureStreak: 0 });
    expect(own).not.toHaveProperty('antiSkill');
  },

  'should keep an anti-skill for exactly its active days, and lift it': (open) => {
    const store = open();
    transitSkill(store, keyA(hashA, 10), { ...created('demoted', 10), ban: { reason: '1 consecutive failures', days: 30 } });
    expect(store.findAntiSkills(hash, 39)).toEqual([{ intentHash: hash, frameworkHash: hashA, reason: '1 consecutive failures', createdDayRank: 10, expiresDayRank: 40 }]);
    expect(store.findAntiSkills(hash, 40)).toEqual([]);
    expect(store.findAntiSkills(otherHash, 39)).toEqual([]);
    expect(store.listAntiSkills(40)).toEqual([]);
    expect(store.listAntiSkills()).toHaveLength(1);
    transitSkill(store, keyA(hashA, 11), { skill: { status: 'candidate' }, reason: 'the plan succeeded', lift: 'the banned plan succeeded' });
    expect(store.listAntiSkills()).toEqual([]);
  },

  "should forget a framework's streak counted aside when the transition says 0": (open) => {
    const store = open();
    transitSkill(store, keyA(), created());
    transitSkill(store, keyA(hashB), { streak: 2 });
    transitSkill(store, keyA(hashB), { streak: 0 });
    const states: SkillState[] = [];
    store.updateSkill(keyA(hashB), (state) => (states.push(state), { changes: [] }));
    expect(states[0]?.frameworkFailureStreak).toBe(0);
  },

  'should write nothing when decide throws or the transition contradicts itself': (open) => {
    const store = open();
    expect(() =>
      store.updateSkill(keyA(), () => {
        throw new Error('policy bug');
      }),
    ).toThrow(/policy bug/);
    const contradictions: SkillTransition[] = [
      { skill: { ...draftA, status: 'demoted' }, changes: [{ kind: 'skill_active', reason: 'promoted' }] },
      { skill: draftA, changes: [{ kind: 'anti_skill_added', reason: 'banned' }] },
      { skill: draftA, lift: true, changes: [] },
      { skill: { ...draftA, intentHash: '0123456789abcdef' }, changes: [] },
      { skill: { ...draftA, uses: -1 }, changes: [] },
      // The ban is valid, the lift is not (no anti-skill to lift): the ban must not stay either.
      { skill: draftA, ban: { reason: 'x', createdDayRank: 1, expiresDayRank: 2 }, lift: true, changes: [{ kind: 'anti_skill_added', reason: 'x' }, { kind: 'anti_skill_lifted', reason: 'y' }] },
    ];
    for (const transition of contradictions) expect(() => store.updateSkill(keyA(), () => transition)).toThrow(/transition/);
    expect(store.listSkills()).toEqual([]);
    expect(store.listAntiSkills()).toEqual([]);
  },

  'should roll back a whole transition, leaving the stored skill as it was': (open) => {
    const store = open();
    const before = transitSkill(store, keyA(), created('active'));
    expect(() =>
      store.updateSkill(keyA(), () => ({
        skill: { ...draftA, status: 'demoted', uses: 5 },
        frameworkFailureStreak: 3,
        ban: { reason: 'x', createdDayRank: 1, expiresDayRank: 9 },
        changes: [{ kind: 'skill_active', reason: 'wrong kind for a demoted skill' }],
      })),
    ).toThrow(/transition/);
    expect(store.findSkill(hash)).toEqual(before);
    expect(store.listAntiSkills()).toEqual([]);
    const states: SkillState[] = [];
    store.updateSkill(keyA(), (state) => (states.push(state), { changes: [] }));
    expect(states[0]?.frameworkFailureStreak).toBe(0);
  },

  'should refuse a key that is not 16 hex digits or a negative day': (open) => {
    const store = open();
    expect(() => store.updateSkill({ intentHash: 'nope', dayRank: 1 }, () => ({ changes: [] }))).toThrow(/intentHash must be 16 lowercase hex digits/);
    expect(() => store.updateSkill({ intentHash: hash, frameworkHash: 'A', dayRank: 1 }, () => ({ changes: [] }))).toThrow(/frameworkHash must be/);
    expect(() => store.updateSkill({ intentHash: hash, dayRank: -1 }, () => ({ changes: [] }))).toThrow(/dayRank/);
  },

  'should list skills by status and forget a skill with its anti-skills': (open) => {
    const store = open();
    transitSkill(store, keyA(), created('active'));
    const other: Intent = { verb: 'find', object: 'photos', keywords: ['baptism'] };
    transitSkill(store, { intentHash: otherHash, frameworkHash: hashB, dayRank: 1 }, {
      skill: { ...draftA, intentHash: otherHash, intent: other, framework: frameworkB, frameworkHash: hashB, status: 'demoted', successes: 0, failures: 1, consecutiveSuccesses: 0, consecutiveFailures: 1 },
      reason: 'first outcome failed',
      ban: { reason: 'plan_failed', days: 30 },
    });
    expect(store.listSkills().map((skill) => skill.intentHash).sort()).toEqual([hash, otherHash].sort());
    expect(store.listSkills({ status: 'active' }).map((skill) => skill.intentHash)).toEqual([hash]);
    expect(store.listSkills({ status: 'demoted' })[0]).toMatchObject({ intentHash: otherHash, successRate: 0, framework: frameworkB });
    expect(store.forgetSkill(otherHash)).toBe(true);
    expect(store.forgetSkill(otherHash)).toBe(false);
    expect(store.listAntiSkills()).toEqual([]);
  },

  'should list the siblings of an intent (same verb and object) most successful first, without retired ones': (open) => {
    const store = open();
    if (store.listSkillsByVerbObject === undefined) return;
    const sibling = (intentHash: string, keywords: string[], successes: number, status: SkillDraft['status'] = 'active') =>
      transitSkill(store, { intentHash, frameworkHash: hashA, dayRank: 1 }, {
        skill: { ...draftA, intentHash, intent: { ...draftA.intent, keywords }, status, uses: successes, successes },
        reason: 'taught',
      });
    sibling('1111111111111111', ['a'], 1);
    sibling('2222222222222222', ['b'], 5);
    sibling('3333333333333333', ['c'], 3, 'candidate');
    sibling('4444444444444444', ['d'], 9, 'retired');
    transitSkill(store, { intentHash: otherHash, frameworkHash: hashB, dayRank: 1 }, {
      skill: { ...draftA, intentHash: otherHash, intent: { verb: 'find', object: 'photos', keywords: [] }, frameworkHash: hashB, status: 'active', successes: 7, uses: 7 },
      reason: 'taught',
    });
    expect(store.listSkillsByVerbObject('move', 'messages').map((skill) => skill.intentHash)).toEqual(['2222222222222222', '3333333333333333', '1111111111111111']);
    expect(store.listSkillsByVerbObject('move', 'photos')).toEqual([]);
  },
};

/** Contract suite of core's `SkillStore`: run it against every implementation (`makeImpl` opens a fresh, empty one). */
export function testSkillStoreContract(name: string, makeImpl: ContractFactory<SkillStore>): void {
  describeContract(`SkillStore contract: ${name}`, skillStoreScenarios, makeImpl);
}
