import type { Framework, Intent, PraxisStore, SkillDraft, SkillKey, SkillState, SkillTransition } from '@metnos/core';
import { afterEach, describe, expect, it } from 'vitest';
import { transitSkill, type SkillStep } from './transit-skill';

/** Options every implementation under test must honour. */
export interface PraxisStoreFactoryOptions {
  clock?: () => Date;
}

const intent: Intent = { verb: 'move', object: 'messages', keywords: ['spam', 'trash'] };
/** `intentHash(intent)` of @metnos/metis; the store takes keys as given. */
const hash = '9da047578be12684';
const hashA = 'a0a0a0a0a0a0a0a0';
const hashB = 'b1b1b1b1b1b1b1b1';
const frameworkA: Framework = {
  steps: [
    { tool: 'find_messages', args: { folder: 'INBOX' } },
    { tool: 'move_messages', args: { from_step: 1, dst_folder: '${FILLER:trash}' } },
  ],
  fillers: { trash: { prompt: 'Trash folder?', default: 'Trash', tier: 'fast' } },
  final_message: 'Moved ${step2.ok_count} mails.',
};
const frameworkB: Framework = { steps: [{ tool: 'purge_spam', args: {} }], fillers: {}, final_message: 'Done.' };
const draftA: SkillDraft = {
  intentHash: hash,
  intent,
  framework: frameworkA,
  frameworkHash: hashA,
  status: 'candidate',
  uses: 1,
  successes: 1,
  failures: 0,
  consecutiveSuccesses: 1,
  consecutiveFailures: 0,
  version: 1,
  lastUsedDayRank: 1,
};
const keyA = (frameworkHash = hashA, dayRank = 1): SkillKey => ({ intentHash: hash, frameworkHash, dayRank });

/**
 * Contract suite of core's `PraxisStore`: run it against every implementation (`factory` opens a fresh, empty
 * store). It checks behaviour only, not storage details.
 */
export function testPraxisStore(name: string, factory: (options?: PraxisStoreFactoryOptions) => PraxisStore): void {
  describe(`PraxisStore contract: ${name}`, () => {
    const opened: PraxisStore[] = [];
    const open = (options?: PraxisStoreFactoryOptions) => {
      const store = factory({ clock: () => new Date('2026-05-25T10:00:00.000Z'), ...options });
      opened.push(store);
      return store;
    };
    afterEach(() => {
      for (const store of opened.splice(0)) store.close();
    });

    describe('skills', () => {
      const created = (status: SkillDraft['status'] = 'candidate', dayRank = 1): SkillStep => ({
        skill: { ...draftA, status, lastUsedDayRank: dayRank },
        reason: 'first outcome succeeded',
      });

      it('should write the skill a transition gives and hide it from findSkill until active', () => {
        const store = open();
        const record = transitSkill(store, keyA(), created());
        expect(record).toEqual({ ...draftA, successRate: 1, createdAt: '2026-05-25T10:00:00.000Z', updatedAt: '2026-05-25T10:00:00.000Z' });
        expect(store.findSkill(hash)).toBeUndefined();
        expect(store.findSkill(hash, { includeAll: true })).toEqual(record);
        const active = transitSkill(store, keyA(), { skill: { status: 'active', uses: 2, successes: 2, consecutiveSuccesses: 2 }, reason: '2 successes in a row' });
        expect(active).toMatchObject({ status: 'active', uses: 2, successRate: 1, framework: frameworkA, frameworkHash: hashA });
        expect(store.findSkill(hash)).toEqual(active);
      });

      it('should hand decide the stored skill, the framework\'s streak counted aside and its anti-skill', () => {
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
      });

      it('should keep an anti-skill for exactly its active days, and lift it', () => {
        const store = open();
        transitSkill(store, keyA(hashA, 10), { ...created('demoted', 10), ban: { reason: '1 consecutive failures', days: 30 } });
        expect(store.findAntiSkills(hash, 39)).toEqual([{ intentHash: hash, frameworkHash: hashA, reason: '1 consecutive failures', createdDayRank: 10, expiresDayRank: 40 }]);
        expect(store.findAntiSkills(hash, 40)).toEqual([]);
        expect(store.listAntiSkills(40)).toEqual([]);
        expect(store.listAntiSkills()).toHaveLength(1);
        transitSkill(store, keyA(hashA, 11), { skill: { status: 'candidate' }, reason: 'the plan succeeded', lift: 'the banned plan succeeded' });
        expect(store.listAntiSkills()).toEqual([]);
      });

      it('should forget a framework\'s streak counted aside when the transition says 0', () => {
        const store = open();
        transitSkill(store, keyA(), created());
        transitSkill(store, keyA(hashB), { streak: 2 });
        transitSkill(store, keyA(hashB), { streak: 0 });
        const states: SkillState[] = [];
        store.updateSkill(keyA(hashB), (state) => (states.push(state), { changes: [] }));
        expect(states[0]?.frameworkFailureStreak).toBe(0);
      });

      it('should write nothing when decide throws or the transition contradicts itself', () => {
        const store = open();
        expect(() => store.updateSkill(keyA(), () => { throw new Error('policy bug'); })).toThrow(/policy bug/);
        const contradictions: SkillTransition[] = [
          { skill: { ...draftA, status: 'demoted' }, changes: [{ kind: 'skill_active', reason: 'promoted' }] },
          { skill: draftA, changes: [{ kind: 'anti_skill_added', reason: 'banned' }] },
          { skill: draftA, lift: true, changes: [] },
          { ban: { reason: 'x', createdDayRank: 1, expiresDayRank: 2 }, changes: [] },
          { skill: { ...draftA, intentHash: '0123456789abcdef' }, changes: [] },
          { skill: { ...draftA, uses: -1 }, changes: [] },
        ];
        for (const transition of contradictions) expect(() => store.updateSkill(keyA(), () => transition)).toThrow(/transition/);
        expect(store.listSkills()).toEqual([]);
        expect(store.listAntiSkills()).toEqual([]);
      });

      it('should refuse a key that is not 16 hex digits or a negative day', () => {
        const store = open();
        expect(() => store.updateSkill({ intentHash: 'nope', dayRank: 1 }, () => ({ changes: [] }))).toThrow(/intentHash must be 16 lowercase hex digits/);
        expect(() => store.updateSkill({ intentHash: hash, frameworkHash: 'A', dayRank: 1 }, () => ({ changes: [] }))).toThrow(/frameworkHash must be/);
        expect(() => store.updateSkill({ intentHash: hash, dayRank: -1 }, () => ({ changes: [] }))).toThrow(/dayRank/);
      });

      it('should list skills by status and forget a skill with its anti-skills', () => {
        const store = open();
        transitSkill(store, keyA(), created('active'));
        const other: Intent = { verb: 'find', object: 'photos', keywords: ['baptism'] };
        const otherHash = 'fedcba9876543210';
        transitSkill(store, { intentHash: otherHash, frameworkHash: hashB, dayRank: 1 }, {
          skill: { ...draftA, intentHash: otherHash, intent: other, framework: frameworkB, frameworkHash: hashB, status: 'demoted', successes: 0, failures: 1, consecutiveSuccesses: 0, consecutiveFailures: 1 },
          reason: 'first outcome failed',
          ban: { reason: 'plan_failed', days: 30 },
        });
        expect(store.listSkills().map((skill) => skill.intentHash).sort()).toEqual([hash, otherHash].sort());
        expect(store.listSkills({ status: 'active' }).map((skill) => skill.intentHash)).toEqual([hash]);
        expect(store.forgetSkill(otherHash)).toBe(true);
        expect(store.forgetSkill(otherHash)).toBe(false);
        expect(store.listAntiSkills()).toEqual([]);
      });
    });

    describe('observations', () => {
      it('should append observations and read them back newest first', () => {
        const store = open();
        const first = store.appendObservation({ turnId: 't1', query: 'che ore sono', verdict: 'ok', layer: 'L0', latencies: { L0: 0.01 } });
        const second = store.appendObservation({
          turnId: 't2',
          query: 'sposta lo spam',
          intentHash: hash,
          intent,
          framework: frameworkA,
          verdict: 'error',
          layer: 'planner',
          latencies: { L0: 0.01, planner: 14000 },
        });
        expect(second).toBeGreaterThan(first);
        expect(store.countObservations()).toBe(2);
        expect(store.listObservations().map((observation) => observation.turnId)).toEqual(['t2', 't1']);
        expect(store.listObservations({ limit: 1, offset: 1 }).map((observation) => observation.turnId)).toEqual(['t1']);
        expect(store.findObservation('t2')).toMatchObject({ id: second, intent, framework: frameworkA, latencies: { L0: 0.01, planner: 14000 } });
        expect(store.findObservation('t3')).toBeUndefined();
      });

      it('should keep the canonical row that answered an L1 turn', () => {
        const store = open();
        store.appendObservation({ turnId: 't1', query: 'q', verdict: 'ok', layer: 'L1', latencies: {}, canonicalQueryId: 7 });
        store.appendObservation({ turnId: 't2', query: 'q', verdict: 'ok', layer: 'L0', latencies: {} });
        expect(store.findObservation('t1')?.canonicalQueryId).toBe(7);
        expect(store.findObservation('t2')).not.toHaveProperty('canonicalQueryId');
      });

      it('should set feedback on an observation', () => {
        const store = open();
        store.appendObservation({ turnId: 't1', query: 'q', verdict: 'ok', layer: 'skill', latencies: {} });
        expect(store.setObservationFeedback('t1', 'up')).toBe(true);
        expect(store.setObservationFeedback('missing', 'up')).toBe(false);
        expect(store.findObservation('t1')?.feedback).toBe('up');
      });

      it('should refuse a second observation for the same turn', () => {
        const store = open();
        store.appendObservation({ turnId: 't1', query: 'q', verdict: 'ok', layer: 'skill', latencies: {} });
        expect(() => store.appendObservation({ turnId: 't1', query: 'q', verdict: 'ok', layer: 'skill', latencies: {} })).toThrow(/already recorded/);
        expect(store.countObservations()).toBe(1);
      });
    });

    describe('canonical query log', () => {
      it('should count repeated observations of the same query, tool and embedder', () => {
        const store = open();
        const vector = new Float32Array([0.6, 0.8, 0]);
        const first = store.recordCanonicalQuery({ query: 'trova foto battesimo', tool: 'find_photos', argsObserved: { q: 'battesimo' }, embedderId: 'e3', vector });
        store.recordCanonicalQuery({ query: 'trova foto battesimo', tool: 'find_photos', argsObserved: { q: 'other' }, embedderId: 'e3', vector });
        const third = store.recordCanonicalQuery({ query: 'trova foto battesimo', tool: 'find_photos', argsObserved: {}, embedderId: 'e3', vector });
        expect(third).toMatchObject({ id: first.id, count: 3, argsObserved: { q: 'battesimo' }, embedderId: 'e3' });
        expect(Array.from(third.vector)).toEqual(Array.from(vector));
      });

      it('should list candidates of one embedder with enough uses', () => {
        const store = open();
        const vector = new Float32Array([1, 0, 0]);
        for (let index = 0; index < 3; index += 1) store.recordCanonicalQuery({ query: 'a', tool: 't', argsObserved: {}, embedderId: 'e3', vector });
        store.recordCanonicalQuery({ query: 'b', tool: 't', argsObserved: {}, embedderId: 'e3', vector });
        store.recordCanonicalQuery({ query: 'a', tool: 't', argsObserved: {}, embedderId: 'other', vector: new Float32Array([1, 0]) });
        expect(store.listCanonicalCandidates('e3', 3).map((row) => [row.query, row.count])).toEqual([['a', 3]]);
        expect(store.listCanonicalCandidates('e3', 1)).toHaveLength(2);
        expect(store.listCanonicalCandidates('other', 1)).toHaveLength(1);
      });

      it('should demote a row to count 0 so it needs min uses afresh, keeping its arguments', () => {
        const store = open();
        if (store.demoteCanonicalQuery === undefined) return;
        const vector = new Float32Array([0, 0, 1]);
        const record = () => store.recordCanonicalQuery({ query: 'a', tool: 't', argsObserved: { x: 1 }, embedderId: 'e3', vector });
        const { id } = [record(), record(), record()].at(-1)!;
        expect(store.listCanonicalCandidates('e3', 3)).toHaveLength(1);
        expect(store.demoteCanonicalQuery(id)).toBe(true);
        expect(store.listCanonicalCandidates('e3', 1)).toEqual([]);
        expect(store.listCanonicalCandidates('e3', 0)).toEqual([expect.objectContaining({ id, count: 0, argsObserved: { x: 1 } })]);
        record();
        record();
        expect(store.listCanonicalCandidates('e3', 3)).toEqual([]);
        expect(record()).toMatchObject({ id, count: 3 });
        expect(store.listCanonicalCandidates('e3', 3)).toHaveLength(1);
        expect(store.demoteCanonicalQuery(id + 1000)).toBe(false);
      });

      it('should reject a vector whose length differs from the dimension stored for its embedder', () => {
        const store = open();
        store.recordCanonicalQuery({ query: 'a', tool: 't', argsObserved: {}, embedderId: 'e3', vector: new Float32Array(3) });
        expect(() =>
          store.recordCanonicalQuery({ query: 'b', tool: 't', argsObserved: {}, embedderId: 'e3', vector: new Float32Array(4) }),
        ).toThrow(/3-dimensional/);
        expect(() =>
          store.recordMultiToolPath({ canonicalQuery: 'b', signature: 's', steps: [{ tool: 't', args: {} }], embedderId: 'e3', vector: new Float32Array(2), dayRank: 1 }),
        ).toThrow(/3-dimensional/);
        expect(store.listCanonicalCandidates('e3', 1)).toHaveLength(1);
      });
    });

    describe('multi-tool paths', () => {
      const steps = [
        { tool: 'get_urls', args: { url: '${URL}' } },
        { tool: 'describe_entries', args: { from_step: 1, style: '${FILLER:style}' } },
      ];
      const record = (store: PraxisStore, dayRank: number, canonicalQuery = 'scarica e descrivi') =>
        store.recordMultiToolPath({ canonicalQuery, signature: 'get_urls>describe_entries', steps, embedderId: 'e2', vector: new Float32Array([0, 1]), dayRank });

      it('should count identical passes and keep the latest day rank', () => {
        const store = open();
        record(store, 1);
        record(store, 5);
        const third = record(store, 3);
        expect(third).toMatchObject({ uses: 3, lastDayRank: 5, promoted: false, steps, embedderId: 'e2' });
        expect(store.listMultiToolCandidates('e2', 3).map((path) => path.id)).toEqual([third.id]);
        expect(store.listMultiToolCandidates('e2', 4)).toEqual([]);
      });

      it('should count a replay as a use on its day', () => {
        const store = open();
        const path = record(store, 1);
        store.touchMultiToolPath(path.id, 7);
        expect(store.listMultiToolCandidates('e2', 1)[0]).toMatchObject({ uses: 2, lastDayRank: 7 });
        expect(() => store.touchMultiToolPath(9999, 7)).toThrow(/no multi-tool path/);
      });

      it('should expire paths unused for more than ttl active days', () => {
        const store = open();
        record(store, 1, 'old');
        record(store, 20, 'recent');
        expect(store.expireMultiToolPaths(31, 30)).toBe(0);
        expect(store.expireMultiToolPaths(32, 30)).toBe(1);
        expect(store.listMultiToolCandidates('e2', 1).map((path) => path.canonicalQuery)).toEqual(['recent']);
      });

      it('should promote paths with enough uses once, with their placeholders', () => {
        const store = open();
        record(store, 1);
        record(store, 2);
        record(store, 2, 'leggi e riassumi');
        const created = store.promoteMultiToolPaths(2);
        expect(created).toHaveLength(1);
        expect(created[0]).toMatchObject({ canonicalQuery: 'scarica e descrivi', steps, placeholders: ['URL'] });
        expect(store.promoteMultiToolPaths(1)).toEqual([]);
        expect(store.listProtoExecutors()).toEqual(created);
        expect(store.listMultiToolCandidates('e2', 1).every((path) => path.promoted)).toBe(true);
      });
    });

    describe('active days', () => {
      it('should rank only new active days', () => {
        const store = open();
        expect(store.currentDayRank()).toBe(0);
        expect(store.markActiveDay('2026-05-01')).toBe(1);
        expect(store.markActiveDay('2026-05-01')).toBe(1);
        expect(store.markActiveDay('2026-07-15')).toBe(2);
        expect(store.currentDayRank()).toBe(2);
      });

      it('should reject something that is not a calendar day', () => {
        const store = open();
        expect(() => store.markActiveDay('2026-02-30')).toThrow(/YYYY-MM-DD/);
        expect(() => store.markActiveDay('yesterday')).toThrow(/YYYY-MM-DD/);
      });
    });

    describe('aporiae and llm cache', () => {
      it('should count aporiae per category and query as given, keeping the latest detail', () => {
        const store = open();
        store.recordAporia({ category: 'user_action_required', query: 'dove sono', detail: 'no location' });
        const second = store.recordAporia({ category: 'user_action_required', query: 'dove sono', detail: 'still no location' });
        store.recordAporia({ category: 'missing_data', query: 'dove sono', detail: 'x' });
        expect(store.recordAporia({ category: 'missing_data', query: 'Dove sono?', detail: 'y' })).toMatchObject({ query: 'Dove sono?', count: 1 });
        expect(() => store.recordAporia({ category: 'missing_data', query: '  ', detail: 'z' })).toThrow(/query must be a non-empty string/);
        expect(second).toMatchObject({ query: 'dove sono', count: 2, detail: 'still no location' });
        expect(store.listAporiae().map((row) => [row.category, row.query, row.count])).toEqual([
          ['user_action_required', 'dove sono', 2],
          ['missing_data', 'Dove sono?', 1],
          ['missing_data', 'dove sono', 1],
        ]);
      });

      it('should get and overwrite cached values per namespace', () => {
        const store = open();
        expect(store.getCached('filler', 'trash')).toBeUndefined();
        store.setCached('filler', 'trash', 'Trash');
        store.setCached('filler', 'trash', 'Cestino');
        store.setCached('args', 'trash', 'other');
        expect(store.getCached('filler', 'trash')).toBe('Cestino');
        expect(store.getCached('args', 'trash')).toBe('other');
      });
    });
  });
}
