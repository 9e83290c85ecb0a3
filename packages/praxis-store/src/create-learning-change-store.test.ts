import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Framework, Intent } from '@metnos/core';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPraxisStore, type CreatePraxisStoreOptions, type SqlitePraxisStore } from './create-praxis-store';
import { transitSkill, type SkillStep } from '@metnos/testing';
import { migrations } from './migrations';

let directory: string;
const opened: SqlitePraxisStore[] = [];
const open = (options: Partial<CreatePraxisStoreOptions> = {}, name = 'praxis.sqlite'): SqlitePraxisStore => {
  const store = createPraxisStore({ filename: join(directory, name), clock: () => new Date('2026-05-25T10:00:00.000Z'), ...options });
  opened.push(store);
  return store;
};
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'metnos-learning-'));
});
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  rmSync(directory, { recursive: true, force: true });
});

const intent: Intent = { verb: 'find', object: 'files', keywords: ['pdf'] };
/** `intentHash(intent)` of @metnos/metis; the store takes keys as given. */
const hash = 'c0ffee0123456789';
const hashA = 'a0a0a0a0a0a0a0a0';
const hashB = 'b1b1b1b1b1b1b1b1';
const frameworkA: Framework = { steps: [{ tool: 'find_files', args: { ext: 'pdf' } }], fillers: {}, final_message: 'ok' };
const frameworkB: Framework = { steps: [{ tool: 'get_now', args: {} }], fillers: {}, final_message: 'ok' };
const vector = new Float32Array([1, 0, 0]);
const days = (store: SqlitePraxisStore, count: number) => {
  // Active days are the days with a turn: one a month, so calendar time runs far ahead of the ranks.
  for (let index = store.currentDayRank(); index < count; index += 1) {
    store.markActiveDay(new Date(Date.UTC(2026, index, 1)).toISOString().slice(0, 10));
  }
  return store.currentDayRank();
};
/** One decided step of the skill's life (the policy's decisions, written out as data). */
const step = (store: SqlitePraxisStore, turnId: string, decided: SkillStep, frameworkHash = hashA) =>
  transitSkill(store, { intentHash: hash, frameworkHash, dayRank: store.currentDayRank(), turnId }, decided);
const fresh = (store: SqlitePraxisStore, ok: boolean, framework = frameworkA, frameworkHash = hashA) => ({
  intentHash: hash, intent, framework, frameworkHash, version: 1, uses: 1, successes: ok ? 1 : 0, failures: ok ? 0 : 1,
  consecutiveSuccesses: ok ? 1 : 0, consecutiveFailures: ok ? 0 : 1, lastUsedDayRank: store.currentDayRank(),
});
/** The first outcome succeeded: a candidate. */
const learned = (store: SqlitePraxisStore, turnId: string) => step(store, turnId, { skill: { ...fresh(store, true), status: 'candidate' }, reason: 'first outcome succeeded' });
/** A second success in a row: promoted. */
const promoted = (store: SqlitePraxisStore, turnId: string) =>
  step(store, turnId, { skill: { status: 'active', uses: 2, successes: 2, consecutiveSuccesses: 2 }, reason: '2 successes in a row' });
/** The first outcome failed, with one failure enough for a ban. */
const banned = (store: SqlitePraxisStore, turnId: string, days: number) =>
  step(store, turnId, { skill: { ...fresh(store, false), status: 'demoted' }, reason: 'first outcome failed', ban: { reason: '1 consecutive failures', days } });
const kinds = (store: SqlitePraxisStore) => store.listLearningChanges().map((change) => [change.kind, change.turnId ?? null]).reverse();

describe('createLearningChangeStore', () => {
  it('should log every skill status change and anti-skill in the transaction that made it, with the turn that caused it', () => {
    const store = open();
    days(store, 1);
    learned(store, 'turn-1');
    promoted(store, 'turn-2');
    step(store, 'turn-2', { skill: { status: 'demoted', uses: 3, failures: 1, consecutiveFailures: 1, consecutiveSuccesses: 0 }, reason: '✗ feedback' });
    step(store, 'turn-3', { skill: { uses: 4, failures: 2, consecutiveFailures: 2 }, ban: { reason: 'plan_failed: banned for 30 active days', days: 30 } });
    step(store, 'turn-4', { skill: { status: 'active', consecutiveFailures: 0 }, reason: '✓ feedback', lift: '✓ feedback' });
    expect(kinds(store)).toEqual([
      ['skill_candidate', 'turn-1'],
      ['skill_active', 'turn-2'],
      ['skill_demoted', 'turn-2'],
      ['anti_skill_added', 'turn-3'],
      ['skill_active', 'turn-4'],
      ['anti_skill_lifted', 'turn-4'],
    ]);
    const [lifted, activated] = store.listLearningChanges({ limit: 2 });
    expect(lifted).toMatchObject({ subjectKind: 'anti_skill', label: 'find files [pdf] · plan ' + lifted!.subject.slice(17, 25), reason: '✓ feedback', after: null });
    expect(activated).toMatchObject({ subject: hash, label: 'find files [pdf]', reason: '✓ feedback', before: { status: 'demoted' }, after: { status: 'active' } });
    const second = store.listLearningChanges().find((change) => change.kind === 'skill_active' && change.turnId === 'turn-2');
    expect(second?.reason).toBe('2 successes in a row');
    expect(store.countLearningChanges()).toBe(6);
    expect(store.listLearningChanges({ subjectKind: 'anti_skill' })).toHaveLength(2);
  });

  it('should retire a skill so that it is never served, and learn it again from the next outcome', () => {
    const store = open();
    days(store, 2);
    learned(store, 't1');
    promoted(store, 't2');
    expect(store.findSkill(hash)).toBeDefined();
    const [retired] = store.retireLearned([{ subjectKind: 'skill', subject: hash, reason: 'efficacy 0.40 < floor 0.50' }], { dayRank: 2 });
    expect(retired).toMatchObject({ kind: 'skill_retired', reason: 'efficacy 0.40 < floor 0.50', before: { status: 'active' }, after: { status: 'retired' }, revertible: true });
    expect(store.findSkill(hash)).toBeUndefined();
    expect(store.findSkill(hash, { includeAll: true })?.status).toBe('retired');
    expect(store.listSkills({ status: 'retired' })).toHaveLength(1);
    expect(store.listLearnedUsage().filter((usage) => usage.subjectKind === 'skill')).toEqual([]);
    expect(store.retireLearned([{ subjectKind: 'skill', subject: hash, reason: 'again' }], { dayRank: 2 })).toEqual([]);
    const again = step(store, 't3', { skill: { ...fresh(store, true), status: 'candidate' }, reason: 'learned again after retirement (a success)' });
    expect(again).toMatchObject({ status: 'candidate', uses: 1, successes: 1, version: 1, lastUsedDayRank: 2 });
    expect(store.listLearningChanges({ limit: 1 })[0]).toMatchObject({ kind: 'skill_candidate', turnId: 't3', reason: 'learned again after retirement (a success)' });
  });

  it('should revert a skill change to the state it found, and log the revert', () => {
    const store = open();
    days(store, 3);
    learned(store, 't1');
    promoted(store, 't2');
    const [retired] = store.retireLearned([{ subjectKind: 'skill', subject: hash, reason: 'idle' }], { dayRank: 3 });
    const result = store.revertLearningChange(retired!.id, { turnId: 'cli' });
    expect(result).toMatchObject({ reverted: true, change: { kind: 'reverted', revertOf: retired!.id, turnId: 'cli', before: { status: 'retired' }, after: { status: 'active' } } });
    expect(store.findSkill(hash)).toMatchObject({ status: 'active', lastUsedDayRank: 3, uses: 2 });
    expect(store.findLearningChange(retired!.id)).toMatchObject({ revertedBy: result.reverted ? result.change.id : -1, revertible: false, notRevertibleReason: `already reverted by change #${result.reverted ? result.change.id : -1}` });

    // A framework replaced by another plan comes back with its counters.
    step(store, 't4', { skill: { ...fresh(store, true, frameworkB, hashB), version: 2, status: 'candidate' }, reason: 'a different plan succeeded: framework replaced (version 2)' }, hashB);
    const replaced = store.listLearningChanges({ limit: 1 })[0]!;
    expect(replaced).toMatchObject({ kind: 'skill_candidate', reason: 'a different plan succeeded: framework replaced (version 2)' });
    expect(store.revertLearningChange(replaced.id).reverted).toBe(true);
    expect(store.findSkill(hash)).toMatchObject({ framework: frameworkA, version: 1, status: 'active', uses: 2 });

    // Undoing the creation deletes the skill.
    const created = store.listLearningChanges({ subjectKind: 'skill' }).at(-1)!;
    expect(created.kind).toBe('skill_candidate');
    expect(store.revertLearningChange(created.id)).toEqual({ reverted: false, reason: `change #${2} changed the same skill later: revert that one first` });
    const active = store.listLearningChanges({ subjectKind: 'skill' }).find((change) => change.kind === 'skill_active')!;
    expect(store.revertLearningChange(active.id).reverted).toBe(true);
    expect(store.findSkill(hash, { includeAll: true })?.status).toBe('candidate');
    expect(store.revertLearningChange(created.id).reverted).toBe(true);
    expect(store.findSkill(hash, { includeAll: true })).toBeUndefined();
    expect(store.listLearningChanges({ limit: 1 })[0]).toMatchObject({ kind: 'reverted', after: null });
  });

  it('should say why a change cannot be reverted', () => {
    const store = open();
    days(store, 1);
    const [executor] = store.recordKnownExecutors([{ name: 'find_files', description: 'Find files' }]);
    expect(store.recordKnownExecutors([{ name: 'find_files' }, { name: 'get_now' }]).map((change) => change.subject)).toEqual(['get_now']);
    expect(executor).toMatchObject({ kind: 'executor_added', label: 'find_files', revertible: false });
    expect(store.revertLearningChange(executor!.id)).toEqual({
      reverted: false,
      reason: 'an executor is code on disk: remove its folder from the executors directory to take it away',
    });
    banned(store, 't1', 30);
    const [ban, created] = store.listLearningChanges({ limit: 2 });
    expect(ban?.kind).toBe('anti_skill_added');
    expect(store.revertLearningChange(created!.id)).toEqual({
      reverted: false,
      reason: 'undoing its creation would delete the skill and its anti-skills: revert or let those expire first',
    });
    const revert = store.revertLearningChange(ban!.id);
    expect(revert.reverted).toBe(true);
    expect(store.findAntiSkills(hash, 1)).toEqual([]);
    expect(store.revertLearningChange(ban!.id)).toEqual({ reverted: false, reason: `already reverted by change #${revert.reverted ? revert.change.id : 0}` });
    expect(store.revertLearningChange(revert.reverted ? revert.change.id : 0)).toEqual({
      reverted: false,
      reason: `it is itself a revert (of change #${ban!.id}); a change is undone once`,
    });
    expect(store.revertLearningChange(9999)).toEqual({ reverted: false, reason: 'there is no learning change #9999 (metnos changes lists them)' });
    expect(store.revertLearningChange(0).reverted).toBe(false);
    store.forgetSkill(hash);
    expect(store.findLearningChange(created!.id)?.notRevertibleReason).toBe('the skill no longer exists (it was forgotten)');
  });

  it('should expire anti-skills on their last active day and bring one back for a fresh window on revert', () => {
    const store = open();
    days(store, 2);
    banned(store, 't1', 5);
    expect(store.expireAntiSkills(6)).toEqual([]);
    const [expired] = store.expireAntiSkills(7);
    expect(expired).toMatchObject({ kind: 'anti_skill_expired', dayRank: 7, before: { createdDayRank: 2, expiresDayRank: 7 }, after: null });
    expect(expired!.reason).toBe('its 5 active days ran out (active day 7): the plan may be tried again');
    expect(store.listAntiSkills()).toEqual([]);
    days(store, 9);
    expect(store.revertLearningChange(expired!.id).reverted).toBe(true);
    expect(store.listAntiSkills()).toEqual([expect.objectContaining({ intentHash: hash, createdDayRank: 9, expiresDayRank: 14 })]);
  });

  // How usage counts served turns and ✗ is in the contract suite (testLearningChangeStoreContract); here, SQLite's labels.
  it('should label L1 rows and L2 paths in the usage, and refuse an observation naming row 0', () => {
    const store = open();
    days(store, 1);
    const row = store.recordCanonicalQuery({ query: 'trova pdf', tool: 'find_files', argsObserved: {}, embedderId: 'e', vector });
    const path = store.recordMultiToolPath({ canonicalQuery: 'get and describe', signature: 's', steps: [{ tool: 'get_urls', args: {} }, { tool: 'describe_entries', args: {} }], embedderId: 'e', vector, dayRank: 1 });
    expect(store.listLearnedUsage().map((thing) => [thing.subject, thing.label])).toEqual([
      [String(row.id), 'trova pdf → find_files'],
      [String(path.id), 'get and describe (get_urls → describe_entries)'],
    ]);
    expect(() => store.appendObservation({ turnId: 'bad', query: 'q', verdict: 'ok', layer: 'L2', latencies: {}, multiToolPathId: 0 })).toThrow(/multiToolPathId/);
  });

  it('should take a retired L1 row out of the lists and change feed, learn it afresh when observed again, and revert both', () => {
    const store = open();
    days(store, 3);
    const record = (args: Record<string, unknown>, request: string) =>
      store.recordCanonicalQuery({ query: 'trova pdf', tool: 'find_files', argsObserved: args, embedderId: 'e', vector, request });
    const row = [1, 2, 3].map(() => record({ folder: '~/Documents' }, 'trova i pdf nei documenti')).at(-1)!;
    const { cursor } = store.listCanonicalCandidateChanges('e', 3);
    const [retired] = store.retireLearned([{ subjectKind: 'canonical_query', subject: String(row.id), reason: 'idle' }], { dayRank: 3 });
    expect(retired).toMatchObject({ kind: 'canonical_query_retired', label: 'trova pdf → find_files', before: { retiredAt: null, count: 3 } });
    expect(store.listCanonicalCandidates('e', 1)).toEqual([]);
    expect(store.listCanonicalCandidateChanges('e', 3, cursor)).toMatchObject({ reset: false, upserts: [], removals: [row.id] });
    expect(store.listCanonicalCandidateChanges('e', 1).upserts).toEqual([]);

    const relearned = record({ folder: '~/Downloads' }, 'trova i pdf in scaricati');
    expect(relearned).toMatchObject({ id: row.id, count: 1, argsObserved: { folder: '~/Downloads' }, request: 'trova i pdf in scaricati' });
    const change = store.listLearningChanges({ limit: 1 })[0]!;
    expect(change).toMatchObject({ kind: 'canonical_query_relearned', before: { argsObserved: { folder: '~/Documents' } }, after: { retiredAt: null } });
    expect(store.revertLearningChange(retired!.id)).toEqual({ reverted: false, reason: `change #${change.id} changed the same L1 row later: revert that one first` });
    expect(store.revertLearningChange(change.id).reverted).toBe(true);
    expect(store.listCanonicalCandidates('e', 1)).toEqual([]);
    expect(store.revertLearningChange(retired!.id).reverted).toBe(true);
    expect(store.listCanonicalCandidates('e', 3)).toEqual([expect.objectContaining({ id: row.id, count: 3, argsObserved: { folder: '~/Documents' } })]);
  });

  it('should log an L1 demotion with its turn and restore the count on revert', () => {
    const store = open();
    days(store, 1);
    const row = [1, 2, 3].map(() => store.recordCanonicalQuery({ query: 'q', tool: 't', argsObserved: {}, embedderId: 'e', vector })).at(-1)!;
    expect(store.demoteCanonicalQuery(row.id, { turnId: 'rated-turn' })).toBe(true);
    expect(store.demoteCanonicalQuery(row.id)).toBe(true);
    const [demoted] = store.listLearningChanges();
    expect(store.countLearningChanges()).toBe(1);
    expect(demoted).toMatchObject({ kind: 'canonical_query_demoted', turnId: 'rated-turn', reason: '✗ feedback on an answer it served: needs its min uses afresh', before: { count: 3 }, after: { count: 0 } });
    expect(store.revertLearningChange(demoted!.id).reverted).toBe(true);
    expect(store.listCanonicalCandidates('e', 3).map((candidate) => candidate.count)).toEqual([3]);
  });

  it('should retire L2 paths past the TTL instead of deleting them, never promote them, and revert a promotion', () => {
    const store = open();
    days(store, 40);
    const steps = [{ tool: 'get_urls', args: { url: '${URL}' } }, { tool: 'describe_entries', args: { from_step: 1 } }];
    const path = (canonicalQuery: string, dayRank: number) =>
      store.recordMultiToolPath({ canonicalQuery, signature: canonicalQuery, steps, embedderId: 'e', vector, dayRank });
    path('old', 1);
    path('old', 1);
    const fresh = [path('fresh', 39), path('fresh', 40)].at(-1)!;
    expect(store.expireMultiToolPaths(40, 30)).toBe(1);
    expect(store.listLearningChanges({ limit: 1 })[0]).toMatchObject({ kind: 'multi_tool_path_retired', reason: 'unused for 39 active days (TTL 30)', label: 'old (get_urls → describe_entries)' });
    const created = store.promoteMultiToolPaths(2);
    expect(created.map((proto) => proto.canonicalQuery)).toEqual(['fresh']);
    const promoted = store.listLearningChanges({ limit: 1 })[0]!;
    expect(promoted).toMatchObject({ kind: 'multi_tool_path_promoted', subject: String(fresh.id), after: { promoted: true, protoExecutorId: created[0]!.id } });
    expect(store.revertLearningChange(promoted.id).reverted).toBe(true);
    expect(store.listProtoExecutors()).toEqual([]);
    expect(store.listMultiToolCandidates('e', 1).map((candidate) => [candidate.canonicalQuery, candidate.promoted])).toEqual([['fresh', false]]);
    const retired = store.listLearningChanges({ subjectKind: 'multi_tool_path' }).find((change) => change.kind === 'multi_tool_path_retired')!;
    expect(store.revertLearningChange(retired.id).reverted).toBe(true);
    expect(store.listMultiToolCandidates('e', 1).find((candidate) => candidate.canonicalQuery === 'old')).toMatchObject({ lastDayRank: 40, uses: 2 });
  });

  it('should migrate a version-3 file: skills keep their anti-skills, L1 rows count as used today, retired becomes a status', () => {
    const filename = join(directory, 'v3.sqlite');
    const raw = new Database(filename);
    raw.pragma('foreign_keys = ON');
    for (const migration of migrations.filter((step) => step.version <= 3)) raw.exec(migration.sql);
    raw.pragma('user_version = 3');
    raw.exec(`INSERT INTO system_active_days VALUES ('2026-01-01', 1), ('2026-03-01', 2);
      INSERT INTO skills (intent_hash, intent_json, framework_json, framework_hash, status, uses, successes, created_at, updated_at)
        VALUES ('${hash}', '${JSON.stringify(intent)}', '${JSON.stringify(frameworkA)}', 'f1', 'active', 4, 4, 'x', 'x');
      INSERT INTO anti_skills VALUES ('${hash}', 'f2', '3 consecutive failures', 1, 31);
      INSERT INTO framework_failure_streaks VALUES ('${hash}', 'f2', 3);
      INSERT INTO embedders VALUES ('e', 3);`);
    raw.prepare(`INSERT INTO canonical_query_log (query, tool, args_observed_json, count, embedder_id, dimension, vector, created_at, updated_at)
      VALUES ('q', 't', '{}', 5, 'e', 3, ?, 'x', 'x')`).run(Buffer.from(vector.buffer));
    raw.close();

    const store = open({}, 'v3.sqlite');
    expect(store.schemaVersion).toBe(migrations.at(-1)!.version);
    expect(store.findSkill(hash)).toMatchObject({ status: 'active', uses: 4, lastUsedDayRank: 2 });
    expect(store.listAntiSkills()).toEqual([expect.objectContaining({ intentHash: hash, frameworkHash: 'f2', expiresDayRank: 31 })]);
    expect(store.listLearnedUsage().map((usage) => [usage.subjectKind, usage.successes, usage.lastUsedDayRank])).toEqual([
      ['skill', 4, 2],
      ['canonical_query', 5, 2],
    ]);
    expect(store.retireLearned([{ subjectKind: 'skill', subject: hash, reason: 'r' }], { dayRank: 2 })).toHaveLength(1);
    expect(store.checkIntegrity()).toEqual({ ok: true, problems: [] });
    store.forgetSkill(hash);
    expect(store.listAntiSkills()).toEqual([]);
  });

  it('should refuse a retirement of an unknown kind and a bad turn id with one clear line', () => {
    const store = open();
    expect(() => store.retireLearned([{ subjectKind: 'anti_skill' as 'skill', subject: 'x', reason: 'r' }], { dayRank: 1 })).toThrow(
      /subjectKind must be skill, canonical_query or multi_tool_path; got "anti_skill"/,
    );
    expect(() => store.updateSkill({ intentHash: hash, frameworkHash: hashA, dayRank: 1, turnId: '' }, () => ({ changes: [] }))).toThrow(/turnId must be a non-empty string/);
    expect(() => store.listLearningChanges({ subjectKind: 'nope' as 'skill' })).toThrow(/subjectKind must be one of/);
  });
});
