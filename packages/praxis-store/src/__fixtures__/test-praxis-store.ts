import type { Framework, Intent, PraxisStore } from '@metnos/core';
import { afterEach, describe, expect, it } from 'vitest';
import { intentHash } from '../intent-hash';

/** Options every implementation under test must honour. */
export interface PraxisStoreFactoryOptions {
  promoteAfterSuccesses?: number;
  antiSkillAfterFailures?: number;
  antiSkillTtlActiveDays?: number;
  clock?: () => Date;
}

const intent: Intent = { verb: 'move', object: 'messages', keywords: ['spam', 'trash'] };
const hash = intentHash(intent);
const frameworkA: Framework = {
  steps: [
    { tool: 'find_messages', args: { folder: 'INBOX' } },
    { tool: 'move_messages', args: { from_step: 1, dst_folder: '${FILLER:trash}' } },
  ],
  fillers: { trash: { prompt: 'Trash folder?', default: 'Trash', tier: 'fast' } },
  final_message: 'Moved ${step2.ok_count} mails.',
};
const frameworkB: Framework = { steps: [{ tool: 'purge_spam', args: {} }], fillers: {}, final_message: 'Done.' };

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
    const outcome = (store: PraxisStore, ok: boolean, framework = frameworkA, dayRank = 1) =>
      store.recordOutcome({ intentHash: hash, intent, framework, ok, dayRank });

    describe('skills', () => {
      it('should create a candidate skill on the first outcome and hide it from findSkill until active', () => {
        const store = open();
        const record = outcome(store, true);
        expect(record).toMatchObject({ intentHash: hash, intent, framework: frameworkA, status: 'candidate', uses: 1, successes: 1, version: 1 });
        expect(store.findSkill(hash)).toBeUndefined();
        expect(store.findSkill(hash, { includeAll: true })?.status).toBe('candidate');
      });

      it('should auto-promote after promoteAfterSuccesses consecutive successes', () => {
        const store = open({ promoteAfterSuccesses: 2 });
        outcome(store, true);
        const record = outcome(store, true);
        expect(record).toMatchObject({ status: 'active', uses: 2, successes: 2, consecutiveSuccesses: 2, successRate: 1 });
        expect(store.findSkill(hash)?.framework).toEqual(frameworkA);
      });

      it('should count but never auto-promote successes the caller marks autoPromote false, until ✓', () => {
        const store = open({ promoteAfterSuccesses: 2 });
        for (let round = 0; round < 3; round += 1) store.recordOutcome({ intentHash: hash, intent, framework: frameworkA, ok: true, dayRank: 1, autoPromote: false });
        expect(store.findSkill(hash, { includeAll: true })).toMatchObject({ status: 'candidate', successes: 3, consecutiveSuccesses: 3 });
        expect(store.findSkill(hash)).toBeUndefined();
        expect(store.applyFeedback(hash, 'up', 1)).toMatchObject({ status: 'active' });
      });

      it('should not promote when a failure breaks the streak', () => {
        const store = open({ promoteAfterSuccesses: 2 });
        outcome(store, true);
        outcome(store, false);
        const record = outcome(store, true);
        expect(record).toMatchObject({ status: 'candidate', uses: 3, successes: 2, failures: 1, consecutiveSuccesses: 1 });
        expect(record.successRate).toBeCloseTo(2 / 3);
      });

      it('should create an anti-skill after antiSkillAfterFailures consecutive failures and demote the skill', () => {
        const store = open({ antiSkillAfterFailures: 3, antiSkillTtlActiveDays: 30 });
        outcome(store, true);
        outcome(store, true);
        outcome(store, false, frameworkA, 4);
        outcome(store, false, frameworkA, 5);
        expect(store.findAntiSkills(hash, 5)).toEqual([]);
        const record = outcome(store, false, frameworkA, 6);
        expect(record).toMatchObject({ status: 'demoted', consecutiveFailures: 3 });
        expect(store.findSkill(hash)).toBeUndefined();
        const [antiSkill] = store.findAntiSkills(hash, 6);
        expect(antiSkill).toMatchObject({ intentHash: hash, createdDayRank: 6, expiresDayRank: 36, reason: '3 consecutive failures' });
      });

      it('should keep an anti-skill for exactly ttl active days', () => {
        const store = open({ antiSkillAfterFailures: 1, antiSkillTtlActiveDays: 30 });
        outcome(store, false, frameworkA, 10);
        expect(store.findAntiSkills(hash, 39)).toHaveLength(1);
        expect(store.findAntiSkills(hash, 40)).toEqual([]);
        expect(store.listAntiSkills(40)).toEqual([]);
        expect(store.listAntiSkills()).toHaveLength(1);
      });

      it('should lift the anti-skill when the banned framework succeeds again', () => {
        const store = open({ antiSkillAfterFailures: 1 });
        outcome(store, false, frameworkA, 1);
        expect(store.findAntiSkills(hash, 1)).toHaveLength(1);
        outcome(store, true, frameworkA, 2);
        expect(store.findAntiSkills(hash, 2)).toEqual([]);
      });

      it('should replace the stored framework when a different one succeeds and bump the version', () => {
        const store = open();
        outcome(store, true);
        outcome(store, true);
        const record = outcome(store, true, frameworkB);
        expect(record).toMatchObject({ framework: frameworkB, version: 2, status: 'candidate', uses: 1, consecutiveSuccesses: 1 });
        expect(outcome(store, true, frameworkB)).toMatchObject({ status: 'active', version: 2 });
      });

      it('should leave the stored skill alone when a different framework fails, but ban that one after enough failures', () => {
        const store = open({ antiSkillAfterFailures: 2 });
        outcome(store, true);
        const active = outcome(store, true);
        expect(outcome(store, false, frameworkB, 3)).toEqual(active);
        expect(store.findAntiSkills(hash, 3)).toEqual([]);
        outcome(store, false, frameworkB, 4);
        expect(store.findAntiSkills(hash, 4)).toHaveLength(1);
        expect(store.findSkill(hash)?.framework).toEqual(frameworkA);
      });

      it('should treat frameworks that differ only in key order as the same framework', () => {
        const store = open();
        outcome(store, true);
        const reordered = JSON.parse(JSON.stringify({ final_message: frameworkA.final_message, fillers: frameworkA.fillers, steps: frameworkA.steps })) as Framework;
        expect(outcome(store, true, reordered)).toMatchObject({ version: 1, status: 'active' });
      });

      it('should promote immediately on ✓ feedback', () => {
        const store = open({ promoteAfterSuccesses: 5 });
        outcome(store, true);
        expect(store.applyFeedback(hash, 'up', 1)?.status).toBe('active');
        expect(store.findSkill(hash)).toBeDefined();
      });

      it('should demote on ✗ and count it as a failed use towards the anti-skill', () => {
        const store = open({ antiSkillAfterFailures: 2 });
        outcome(store, true);
        outcome(store, true);
        const demoted = store.applyFeedback(hash, 'down', 2);
        expect(demoted).toMatchObject({ status: 'demoted', uses: 3, failures: 1, consecutiveFailures: 1, consecutiveSuccesses: 0 });
        expect(store.findSkill(hash)).toBeUndefined();
        outcome(store, false, frameworkA, 3);
        expect(store.findAntiSkills(hash, 3)).toHaveLength(1);
      });

      it('should make the next lookup miss after ↺ without counting a failure', () => {
        const store = open();
        outcome(store, true);
        outcome(store, true);
        const retried = store.applyFeedback(hash, 'retry', 2);
        expect(retried).toMatchObject({ status: 'candidate', failures: 0, uses: 2, consecutiveSuccesses: 0 });
        expect(store.findSkill(hash)).toBeUndefined();
        outcome(store, true);
        expect(outcome(store, true).status).toBe('active');
      });

      it('should return undefined for feedback on an unknown intent', () => {
        expect(open().applyFeedback('0123456789abcdef', 'up', 1)).toBeUndefined();
      });

      it('should list skills by status and forget a skill with its anti-skills', () => {
        const store = open({ antiSkillAfterFailures: 1 });
        outcome(store, true);
        outcome(store, true);
        const other: Intent = { verb: 'find', object: 'photos', keywords: ['baptism'] };
        store.recordOutcome({ intentHash: intentHash(other), intent: other, framework: frameworkB, ok: false, dayRank: 1 });
        expect(store.listSkills().map((skill) => skill.intentHash).sort()).toEqual([hash, intentHash(other)].sort());
        expect(store.listSkills({ status: 'active' }).map((skill) => skill.intentHash)).toEqual([hash]);
        expect(store.forgetSkill(intentHash(other))).toBe(true);
        expect(store.forgetSkill(intentHash(other))).toBe(false);
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
      it('should count aporiae per category and normalised query', () => {
        const store = open();
        store.recordAporia({ category: 'user_action_required', query: 'Dove sono?', detail: 'no location' });
        const second = store.recordAporia({ category: 'user_action_required', query: '  dove   SONO? ', detail: 'still no location' });
        store.recordAporia({ category: 'missing_data', query: 'dove sono?', detail: 'x' });
        expect(second).toMatchObject({ query: 'dove sono?', count: 2, detail: 'still no location' });
        expect(store.listAporiae().map((row) => [row.category, row.count])).toEqual([
          ['user_action_required', 2],
          ['missing_data', 1],
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
