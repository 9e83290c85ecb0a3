import type { LearningChangeRecord, PraxisStore, SkillKey } from '@metnos/core';
import { expect } from 'vitest';
import { draftA, frameworkB, hash, hashA, hashB } from './contract-fixtures';
import { describeContract, type ContractFactory, type ContractScenarios } from './contract-suite';
import { transitSkill, type SkillStep } from './transit-skill';

/** What the learning change scenarios drive: the change log and the stores whose writes it logs. */
export type LearningChangeContractStore = Omit<PraxisStore, 'close'>;

const key = (store: LearningChangeContractStore, turnId: string, frameworkHash = hashA): SkillKey => ({ intentHash: hash, frameworkHash, dayRank: store.currentDayRank(), turnId });
const step = (store: LearningChangeContractStore, turnId: string, decided: SkillStep, frameworkHash = hashA) => transitSkill(store, key(store, turnId, frameworkHash), decided);
const learned = (store: LearningChangeContractStore, turnId: string) =>
  step(store, turnId, { skill: { ...draftA, status: 'candidate', lastUsedDayRank: store.currentDayRank() }, reason: 'first outcome succeeded' });
const promoted = (store: LearningChangeContractStore, turnId: string) =>
  step(store, turnId, { skill: { status: 'active', uses: 2, successes: 2, consecutiveSuccesses: 2 }, reason: '2 successes in a row' });
const banned = (store: LearningChangeContractStore, turnId: string, days: number) =>
  step(store, turnId, {
    skill: { ...draftA, status: 'demoted', successes: 0, failures: 1, consecutiveSuccesses: 0, consecutiveFailures: 1, lastUsedDayRank: store.currentDayRank() },
    reason: 'first outcome failed',
    ban: { reason: '1 consecutive failures', days },
  });
const days = (store: LearningChangeContractStore, count: number) => {
  for (let index = store.currentDayRank(); index < count; index += 1) store.markActiveDay(new Date(Date.UTC(2026, index, 1)).toISOString().slice(0, 10));
  return store.currentDayRank();
};
const revertedId = (result: ReturnType<LearningChangeContractStore['revertLearningChange']>) => {
  expect(result.reverted).toBe(true);
  return result.reverted ? result.change.id : -1;
};
const vector = new Float32Array([1, 0, 0]);

/** The scenarios of core's `LearningChangeStore` (run by {@link testLearningChangeStoreContract}). */
export const learningChangeStoreScenarios: ContractScenarios<LearningChangeContractStore> = {
  "should log every skill transition's changes in the order given, with the turn, newest first": (open) => {
    const store = open();
    days(store, 1);
    expect(store.listLearningChanges()).toEqual([]);
    learned(store, 'turn-1');
    promoted(store, 'turn-2');
    step(store, 'turn-3', { skill: { status: 'demoted', uses: 3, failures: 1, consecutiveFailures: 1, consecutiveSuccesses: 0 }, reason: '✗ feedback' });
    step(store, 'turn-4', { skill: { uses: 4, failures: 2, consecutiveFailures: 2 }, ban: { reason: 'plan_failed', days: 30 } });
    step(store, 'turn-5', { skill: { status: 'active', consecutiveFailures: 0 }, reason: '✓ feedback', lift: '✓ feedback' });
    const listed = store.listLearningChanges();
    expect(listed.map((change) => [change.kind, change.turnId]).reverse()).toEqual([
      ['skill_candidate', 'turn-1'],
      ['skill_active', 'turn-2'],
      ['skill_demoted', 'turn-3'],
      ['anti_skill_added', 'turn-4'],
      ['skill_active', 'turn-5'],
      ['anti_skill_lifted', 'turn-5'],
    ]);
    expect(listed.map((change) => change.id)).toEqual([...listed.map((change) => change.id)].sort((a, b) => b - a));
    expect(store.countLearningChanges()).toBe(6);
    expect(store.listLearningChanges({ subjectKind: 'anti_skill' }).map((change) => change.kind)).toEqual(['anti_skill_lifted', 'anti_skill_added']);
    expect(store.listLearningChanges({ limit: 2, offset: 1 }).map((change) => change.kind)).toEqual(['skill_active', 'anti_skill_added']);
    const [, activated] = listed;
    expect(activated).toMatchObject({ subjectKind: 'skill', subject: hash, reason: '✓ feedback', dayRank: 1, before: { status: 'demoted' }, after: { status: 'active' }, revertible: true });
    expect(store.findLearningChange(activated!.id)).toEqual(activated);
    expect(store.findLearningChange(activated!.id + 1000)).toBeUndefined();
    expect(listed.at(-1)).toMatchObject({ kind: 'skill_candidate', before: null });
  },

  'should revert a status change to the state it found, once, and log the revert': (open) => {
    const store = open();
    days(store, 1);
    learned(store, 't1');
    promoted(store, 't2');
    const [active] = store.listLearningChanges();
    const result = store.revertLearningChange(active!.id, { turnId: 'cli' });
    const revertId = revertedId(result);
    expect(result).toMatchObject({ change: { kind: 'reverted', revertOf: active!.id, turnId: 'cli', subjectKind: 'skill', subject: hash } });
    expect(store.findSkill(hash)).toBeUndefined();
    expect(store.findSkill(hash, { includeAll: true })).toMatchObject({ status: 'candidate', uses: 1 });
    expect(store.findLearningChange(active!.id)).toMatchObject({ revertedBy: revertId, revertible: false, notRevertibleReason: expect.any(String) });
    expect(store.countLearningChanges()).toBe(3);
    expect(store.revertLearningChange(active!.id).reverted).toBe(false);
    expect(store.revertLearningChange(revertId).reverted).toBe(false);
    expect(store.revertLearningChange(revertId + 1000)).toEqual({ reverted: false, reason: expect.any(String) });
    expect(store.countLearningChanges()).toBe(3);
  },

  'should refuse to revert a change that a later change of the same subject follows, until that one is reverted': (open) => {
    const store = open();
    days(store, 1);
    learned(store, 't1');
    promoted(store, 't2');
    step(store, 't3', { skill: { ...draftA, framework: frameworkB, frameworkHash: hashB, version: 2, status: 'candidate', lastUsedDayRank: 1 }, reason: 'framework replaced' }, hashB);
    const [replaced, active] = store.listLearningChanges();
    const refused = store.revertLearningChange(active!.id);
    expect(refused.reverted).toBe(false);
    expect(store.findLearningChange(active!.id)).toMatchObject({ revertible: false });
    expect(store.findSkill(hash, { includeAll: true })).toMatchObject({ frameworkHash: hashB, version: 2 });
    revertedId(store.revertLearningChange(replaced!.id));
    expect(store.findSkill(hash)).toMatchObject({ status: 'active', frameworkHash: hashA, framework: draftA.framework, version: 1, uses: 2 });
    revertedId(store.revertLearningChange(active!.id));
    expect(store.findSkill(hash, { includeAll: true })).toMatchObject({ status: 'candidate' });
  },

  'should revert a ban, lifting the anti-skill': (open) => {
    const store = open();
    days(store, 1);
    banned(store, 't1', 30);
    expect(store.findAntiSkills(hash, 1)).toHaveLength(1);
    const [ban] = store.listLearningChanges();
    expect(ban).toMatchObject({ kind: 'anti_skill_added', subjectKind: 'anti_skill', turnId: 't1', before: null });
    revertedId(store.revertLearningChange(ban!.id));
    expect(store.findAntiSkills(hash, 1)).toEqual([]);
    expect(store.findSkill(hash, { includeAll: true })).toMatchObject({ status: 'demoted' });
  },

  'should register known executors once each and never revert one': (open) => {
    const store = open();
    days(store, 1);
    const [executor] = store.recordKnownExecutors([{ name: 'find_files', description: 'Find files' }]);
    expect(executor).toMatchObject({ kind: 'executor_added', subjectKind: 'executor', subject: 'find_files', revertible: false });
    expect(store.recordKnownExecutors([{ name: 'find_files' }, { name: 'get_now' }]).map((change) => change.subject)).toEqual(['get_now']);
    expect(store.recordKnownExecutors([])).toEqual([]);
    expect(store.revertLearningChange(executor!.id)).toEqual({ reverted: false, reason: expect.any(String) });
    expect(store.countLearningChanges()).toBe(2);
  },

  'should retire a skill so that it is never served, leave it out of the usage, and bring it back on revert': (open) => {
    const store = open();
    days(store, 2);
    learned(store, 't1');
    promoted(store, 't2');
    expect(store.listLearnedUsage()).toEqual([expect.objectContaining({ subjectKind: 'skill', subject: hash, successes: 2, failures: 0, lastUsedDayRank: 2 })]);
    const [retired] = store.retireLearned([{ subjectKind: 'skill', subject: hash, reason: 'efficacy 0.40 < floor 0.50' }], { dayRank: 2 });
    expect(retired).toMatchObject({ kind: 'skill_retired', subject: hash, reason: 'efficacy 0.40 < floor 0.50', dayRank: 2, before: { status: 'active' }, after: { status: 'retired' }, revertible: true });
    expect(store.findSkill(hash)).toBeUndefined();
    expect(store.listSkills({ status: 'retired' }).map((skill) => skill.intentHash)).toEqual([hash]);
    expect(store.listLearnedUsage()).toEqual([]);
    expect(store.retireLearned([{ subjectKind: 'skill', subject: hash, reason: 'again' }], { dayRank: 2 })).toEqual([]);
    expect(store.retireLearned([{ subjectKind: 'skill', subject: 'ffffffffffffffff', reason: 'unknown' }], { dayRank: 2 })).toEqual([]);
    revertedId(store.revertLearningChange(retired!.id));
    expect(store.findSkill(hash)).toMatchObject({ status: 'active', uses: 2 });
  },

  'should retire nothing when one retirement of a batch is invalid': (open) => {
    const store = open();
    days(store, 1);
    learned(store, 't1');
    expect(() =>
      store.retireLearned([{ subjectKind: 'skill', subject: hash, reason: 'r' }, { subjectKind: 'anti_skill' as 'skill', subject: 'x', reason: 'r' }], { dayRank: 1 }),
    ).toThrow(/subjectKind/);
    expect(store.findSkill(hash, { includeAll: true })?.status).toBe('candidate');
    expect(store.countLearningChanges()).toBe(1);
  },

  'should expire anti-skills on their last active day, logging each, and bring one back on revert': (open) => {
    const store = open();
    days(store, 2);
    banned(store, 't1', 5);
    expect(store.expireAntiSkills(6)).toEqual([]);
    const [expired] = store.expireAntiSkills(7);
    expect(expired).toMatchObject({ kind: 'anti_skill_expired', subjectKind: 'anti_skill', dayRank: 7, before: { expiresDayRank: 7 }, after: null });
    expect(store.listAntiSkills()).toEqual([]);
    expect(store.expireAntiSkills(8)).toEqual([]);
    days(store, 9);
    revertedId(store.revertLearningChange(expired!.id));
    expect(store.findAntiSkills(hash, 9)).toEqual([expect.objectContaining({ intentHash: hash, frameworkHash: hashA })]);
  },

  'should count L1 and L2 efficacy from the observations of the turns they served, ✗ included': (open) => {
    const store = open();
    days(store, 4);
    const row = [1, 2, 3].map(() => store.recordCanonicalQuery({ query: 'trova pdf', tool: 'find_files', argsObserved: {}, embedderId: 'e', vector })).at(-1)!;
    const path = store.recordMultiToolPath({ canonicalQuery: 'get and describe', signature: 's', steps: [{ tool: 'get_urls', args: {} }], embedderId: 'e', vector, dayRank: 2 });
    store.appendObservation({ turnId: 'a', query: 'trova pdf', verdict: 'ok', layer: 'L1', latencies: {}, canonicalQueryId: row.id });
    store.appendObservation({ turnId: 'b', query: 'trova pdf', verdict: 'error', layer: 'L1', latencies: {}, canonicalQueryId: row.id });
    store.touchMultiToolPath(path.id, 4);
    store.appendObservation({ turnId: 'c', query: 'get and describe', verdict: 'ok', layer: 'L2', latencies: {}, multiToolPathId: path.id });
    store.setObservationFeedback('a', 'down');
    store.setObservationFeedback('c', 'down');
    store.setObservationFeedback('c', 'down');
    const usage = Object.fromEntries(store.listLearnedUsage().map((thing) => [thing.subjectKind, thing]));
    expect(usage.canonical_query).toMatchObject({ subject: String(row.id), successes: 3, failures: 2, lastUsedDayRank: 4 });
    expect(usage.multi_tool_path).toMatchObject({ subject: String(path.id), successes: 1, failures: 1, lastUsedDayRank: 4 });
    store.setObservationFeedback('a', 'up');
    expect(store.listLearnedUsage().find((thing) => thing.subjectKind === 'canonical_query')).toMatchObject({ successes: 4, failures: 1 });
  },

  'should take a retired L1 row and L2 path out of the candidate lists and bring them back on revert': (open) => {
    const store = open();
    days(store, 3);
    const row = [1, 2, 3].map(() => store.recordCanonicalQuery({ query: 'trova pdf', tool: 'find_files', argsObserved: { folder: '~' }, embedderId: 'e', vector })).at(-1)!;
    const path = store.recordMultiToolPath({ canonicalQuery: 'get', signature: 's', steps: [{ tool: 'get_urls', args: {} }], embedderId: 'e', vector, dayRank: 3 });
    const retired = store.retireLearned(
      [
        { subjectKind: 'canonical_query', subject: String(row.id), reason: 'idle' },
        { subjectKind: 'multi_tool_path', subject: String(path.id), reason: 'idle' },
      ],
      { dayRank: 3 },
    );
    expect(retired.map((change) => change.kind)).toEqual(['canonical_query_retired', 'multi_tool_path_retired']);
    expect(store.listCanonicalCandidates('e', 1)).toEqual([]);
    expect(store.listMultiToolCandidates('e', 1)).toEqual([]);
    expect(store.listLearnedUsage()).toEqual([]);
    expect(store.promoteMultiToolPaths(1)).toEqual([]);
    for (const change of retired) revertedId(store.revertLearningChange(change.id));
    expect(store.listCanonicalCandidates('e', 3)).toEqual([expect.objectContaining({ id: row.id, count: 3, argsObserved: { folder: '~' } })]);
    expect(store.listMultiToolCandidates('e', 1)).toEqual([expect.objectContaining({ id: path.id })]);
  },

  'should log an L1 demotion with its turn and restore the count on revert': (open) => {
    const store = open();
    days(store, 1);
    const row = [1, 2, 3].map(() => store.recordCanonicalQuery({ query: 'q', tool: 't', argsObserved: {}, embedderId: 'e', vector })).at(-1)!;
    if (store.demoteCanonicalQuery === undefined) return;
    expect(store.demoteCanonicalQuery(row.id, { turnId: 'rated-turn' })).toBe(true);
    const [demoted] = store.listLearningChanges();
    expect(demoted).toMatchObject({ kind: 'canonical_query_demoted', subjectKind: 'canonical_query', subject: String(row.id), turnId: 'rated-turn', before: { count: 3 }, after: { count: 0 } });
    revertedId(store.revertLearningChange(demoted!.id));
    expect(store.listCanonicalCandidates('e', 3).map((candidate) => candidate.count)).toEqual([3]);
  },

  'should log a promotion to a proto-executor and take the proto-executor back on revert': (open) => {
    const store = open();
    days(store, 2);
    const steps = [{ tool: 'get_urls', args: { url: '${URL}' } }];
    store.recordMultiToolPath({ canonicalQuery: 'get', signature: 's', steps, embedderId: 'e', vector, dayRank: 1 });
    const path = store.recordMultiToolPath({ canonicalQuery: 'get', signature: 's', steps, embedderId: 'e', vector, dayRank: 2 });
    const [proto] = store.promoteMultiToolPaths(2);
    const [promoted] = store.listLearningChanges();
    expect(promoted).toMatchObject({ kind: 'multi_tool_path_promoted', subjectKind: 'multi_tool_path', subject: String(path.id), after: { promoted: true, protoExecutorId: proto!.id } });
    revertedId(store.revertLearningChange(promoted!.id));
    expect(store.listProtoExecutors()).toEqual([]);
    expect(store.listMultiToolCandidates('e', 1).map((candidate) => candidate.promoted)).toEqual([false]);
  },

  'should say why a change of a forgotten skill cannot be reverted': (open) => {
    const store = open();
    days(store, 1);
    learned(store, 't1');
    promoted(store, 't2');
    const [active] = store.listLearningChanges();
    store.forgetSkill(hash);
    const change: LearningChangeRecord | undefined = store.findLearningChange(active!.id);
    expect(change).toMatchObject({ revertible: false, notRevertibleReason: expect.any(String) });
    expect(store.revertLearningChange(active!.id).reverted).toBe(false);
  },
};

/** Contract suite of core's `LearningChangeStore` (with the stores whose writes it logs): run it against every implementation. */
export function testLearningChangeStoreContract(name: string, makeImpl: ContractFactory<LearningChangeContractStore>): void {
  describeContract(`LearningChangeStore contract: ${name}`, learningChangeStoreScenarios, makeImpl);
}
