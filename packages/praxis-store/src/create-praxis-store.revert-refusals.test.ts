import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PraxisStore, SkillDraft, SkillKey } from '@metnos/core';
import { createMemoryPraxisStore, transitSkill, type SkillStep } from '@metnos/testing';
import { draftA, frameworkB, hash, hashA } from '@metnos/testing/fixtures';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPraxisStore, type SqlitePraxisStore } from './create-praxis-store';

// @metnos/testing's in-memory store may use core only (scripts/check-dependency-direction.mjs: @metnos/praxis
// depends on args-extractor, whose tests use @metnos/testing, so testing → praxis would be a cycle), so it keeps
// its own copy of the revert refusals that @metnos/praxis `planLearningRevert` owns and this store applies. The
// same history, written into both, must give the same records and the same revert answers, reason text included;
// the same L1 and L2 rows, the same taught languages.

let directory: string;
const opened: SqlitePraxisStore[] = [];
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'metnos-revert-refusals-'));
});
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  rmSync(directory, { recursive: true, force: true });
});

const clock = () => new Date('2026-05-25T10:00:00.000Z');
// The skill of the store contract suites, with the one-step plan of the executor the history registers (`purge_spam`).
const draft: SkillDraft = { ...draftA, framework: frameworkB };
const key = (store: PraxisStore, turnId: string): SkillKey => ({ intentHash: hash, frameworkHash: hashA, dayRank: store.currentDayRank(), turnId });
const step = (store: PraxisStore, turnId: string, decided: SkillStep) => transitSkill(store, key(store, turnId), decided);

/** Every change's revertibility and reason. */
const records = (store: PraxisStore) => store.listLearningChanges().map(({ id, kind, revertible, notRevertibleReason }) => ({ id, kind, revertible, notRevertibleReason }));
/** The answer of reverting each change, newest first (each is tried once). */
const answers = (store: PraxisStore) =>
  store.listLearningChanges().map((change) => {
    const result = store.revertLearningChange(change.id);
    return result.reverted ? { id: change.id, reverted: true } : { id: change.id, reverted: false, reason: result.reason };
  });

/** A history that reaches each refusal: later change, revert, already reverted, executor, forgotten skill; then every revert tried. */
const history = (store: PraxisStore) => {
  store.markActiveDay('2026-05-25');
  store.recordKnownExecutors([{ name: 'purge_spam', description: 'Empties the spam folder.' }]);
  step(store, 'turn-1', { skill: { ...draft }, reason: 'first outcome succeeded' });
  step(store, 'turn-2', { skill: { status: 'active', uses: 2, successes: 2, consecutiveSuccesses: 2 }, reason: '2 successes in a row' });
  const latest = store.listLearningChanges({ limit: 1 })[0]!;
  expect(store.revertLearningChange(latest.id, { turnId: 'turn-3' }).reverted).toBe(true);
  step(store, 'turn-4', { skill: { status: 'demoted', failures: 1, consecutiveFailures: 1, consecutiveSuccesses: 0 }, reason: '✗ feedback', ban: { reason: 'plan_failed', days: 30 } });
  const logged = records(store);
  const answered = answers(store);
  step(store, 'turn-5', { skill: { ...draft, version: 2 }, reason: 'learned again' });
  step(store, 'turn-6', { skill: { status: 'demoted' }, reason: '✗ feedback', ban: { reason: 'plan_failed', days: 30 } });
  store.forgetSkill(hash);
  return { logged, answered, forgotten: records(store) };
};

/** L1 and L2 rows taught with and without their turn's language, observed again in another, read back. */
const taughtLanguages = (store: PraxisStore) => {
  const vector = new Float32Array([1, 0, 0]);
  const steps = [{ tool: 'fetch', args: { url: '${URL}' } }, { tool: 'send', args: { to: '${EMAIL}' } }];
  store.recordCanonicalQuery({ query: 'ok grazie', tool: 'reply', argsObserved: {}, embedderId: 'e', vector, request: 'ok, grazie', language: 'it' });
  store.recordCanonicalQuery({ query: 'ok grazie', tool: 'reply', argsObserved: {}, embedderId: 'e', vector, request: 'ok, grazie', language: 'en' });
  store.recordCanonicalQuery({ query: 'trovare foto', tool: 'find_photos', argsObserved: {}, embedderId: 'e', vector, request: 'trova le foto' });
  store.recordMultiToolPath({ canonicalQuery: 'scaricare url mandare', signature: 'a', steps, embedderId: 'e', vector, dayRank: 0, request: 'scarica e manda', language: 'it' });
  store.recordMultiToolPath({ canonicalQuery: 'scaricare url mandare', signature: 'a', steps, embedderId: 'e', vector, dayRank: 0, request: 'scarica e manda', language: 'es' });
  store.recordMultiToolPath({ canonicalQuery: 'download url send', signature: 'b', steps, embedderId: 'e', vector, dayRank: 0, request: 'download and send' });
  return {
    l1: store.listCanonicalCandidates('e', 1).map(({ query, request, language }) => ({ query, request, language })),
    l2: store.listMultiToolCandidates('e', 1).map(({ canonicalQuery, request, language }) => ({ canonicalQuery, request, language })),
  };
};

describe('createPraxisStore', () => {
  it('should keep the same taught languages of L1 and L2 rows as the in-memory store of @metnos/testing', () => {
    const sqlite = createPraxisStore({ filename: join(directory, 'languages.sqlite'), clock });
    opened.push(sqlite);
    const fromSqlite = taughtLanguages(sqlite);
    expect(taughtLanguages(createMemoryPraxisStore({ clock }))).toEqual(fromSqlite);
    // The first observation's language is kept; a row taught without one has none.
    expect(fromSqlite.l1.map((row) => row.language)).toEqual(['it', undefined]);
    expect(fromSqlite.l2.map((row) => row.language)).toEqual(['it', undefined]);
  });


  it('should refuse the same reverts, with the same reasons, as the in-memory store of @metnos/testing', () => {
    const sqlite = createPraxisStore({ filename: join(directory, 'praxis.sqlite'), clock });
    opened.push(sqlite);
    const fromSqlite = history(sqlite);
    const fromMemory = history(createMemoryPraxisStore({ clock }));
    expect(fromMemory).toEqual(fromSqlite);
    // The history reaches every kind of answer, so that equal answers say something.
    const reasons = [
      ...fromSqlite.logged.flatMap((record) => (record.notRevertibleReason === undefined ? [] : [record.notRevertibleReason])),
      ...fromSqlite.answered.flatMap((answer) => ('reason' in answer ? [answer.reason] : [])),
    ];
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.stringContaining('changed the same skill later'),
        expect.stringContaining('it is itself a revert'),
        expect.stringContaining('already reverted by change'),
        expect.stringContaining('an executor is code on disk'),
      ]),
    );
    expect(fromSqlite.answered.some((answer) => answer.reverted)).toBe(true);
    expect(fromSqlite.forgotten.map((change) => change.notRevertibleReason)).toEqual(expect.arrayContaining([expect.stringContaining('no longer exists')]));
  });
});
