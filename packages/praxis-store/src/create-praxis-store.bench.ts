import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Framework } from '@metnos/core';
import { afterAll, bench, describe } from 'vitest';
import { createPraxisStore } from './create-praxis-store';
import { transitSkill } from '@metnos/testing';

const directory = mkdtempSync(join(tmpdir(), 'praxis-bench-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const framework: Framework = {
  steps: [
    { tool: 'find_messages', args: { folder: 'INBOX', query: 'is:unread' } },
    { tool: 'classify_entries', args: { from_step: 1, category: 'spam' } },
    { tool: 'move_messages', args: { from_step: 2, dst_folder: '${FILLER:trash_folder}' } },
  ],
  fillers: { trash_folder: { prompt: "What's the trash folder name?", default: 'Trash', tier: 'fast' } },
  final_message: 'Moved ${step3.ok_count} mails to trash.',
};
const intentOf = (index: number) => ({ verb: 'move', object: `messages-${index}`, keywords: ['spam', 'trash'] });
/** The store takes keys as given: any 16 hex digits stand for `intentHash(intent)`. */
const intentHash = (intent: { verb: string; object: string; keywords: string[] }) => Number(intent.object.slice('messages-'.length)).toString(16).padStart(16, '0');
const frameworkKey = 'f0f0f0f0f0f0f0f0';
const vectorOf = (index: number) => Float32Array.from({ length: 256 }, (_value, component) => Math.sin(index + component));

function seededStore(rows: number, synchronous: 'full' | 'normal') {
  const store = createPraxisStore({ filename: join(directory, `bench-${rows}-${synchronous}.sqlite`), synchronous });
  for (let index = 0; index < rows; index += 1) {
    const intent = intentOf(index);
    const skill = { intentHash: intentHash(intent), intent, framework, frameworkHash: frameworkKey, status: 'active' as const, uses: 2, successes: 2, failures: 0, consecutiveSuccesses: 2, consecutiveFailures: 0, version: 1, lastUsedDayRank: 1 };
    transitSkill(store, { intentHash: skill.intentHash, frameworkHash: frameworkKey, dayRank: 1 }, { skill, reason: '2 successes in a row' });
    for (let pass = 0; pass < 3; pass += 1) {
      store.recordCanonicalQuery({ query: `query ${index}`, tool: 'find_messages', argsObserved: { folder: 'INBOX' }, embedderId: 'hashed-ngram-v1-256', vector: vectorOf(index) });
    }
  }
  return store;
}

for (const rows of [1_000, 10_000]) {
  describe(`${rows} skills and ${rows} canonical queries`, () => {
    const store = seededStore(rows, 'normal');
    const hashes = Array.from({ length: rows }, (_value, index) => intentHash(intentOf(index)));
    let cursor = 0;
    bench('findSkill by intent hash', () => {
      store.findSkill(hashes[(cursor += 1) % rows]!);
    });
    bench('listCanonicalCandidates, unchanged database (memoised)', () => {
      store.listCanonicalCandidates('hashed-ngram-v1-256', 3);
    });
    bench('listCanonicalCandidates after a write to another table (memo kept)', () => {
      store.setCached('bench', 'key', String(cursor++));
      store.listCanonicalCandidates('hashed-ngram-v1-256', 3);
    });
    bench('listCanonicalCandidates after a canonical write (reads every row + 256-dim vector)', () => {
      store.recordCanonicalQuery({ query: `query ${(cursor += 1) % rows}`, tool: 'find_messages', argsObserved: {}, embedderId: 'hashed-ngram-v1-256', vector: vectorOf(0) });
      store.listCanonicalCandidates('hashed-ngram-v1-256', 3);
    });
    let feedCursor = store.listCanonicalCandidateChanges('hashed-ngram-v1-256', 3).cursor;
    bench('listCanonicalCandidateChanges after appendObservation (no change: one revision read)', () => {
      store.appendObservation({ turnId: `feed-${rows}-${(cursor += 1)}`, query: 'q', verdict: 'ok', layer: 'L1', latencies: {} });
      feedCursor = store.listCanonicalCandidateChanges('hashed-ngram-v1-256', 3, feedCursor).cursor;
    });
    bench('listCanonicalCandidateChanges after a canonical write (the one changed row)', () => {
      store.recordCanonicalQuery({ query: `query ${(cursor += 1) % rows}`, tool: 'find_messages', argsObserved: {}, embedderId: 'hashed-ngram-v1-256', vector: vectorOf(0) });
      feedCursor = store.listCanonicalCandidateChanges('hashed-ngram-v1-256', 3, feedCursor).cursor;
    });
    bench('anchor: recordCanonicalQuery alone', () => {
      store.recordCanonicalQuery({ query: `query ${(cursor += 1) % rows}`, tool: 'find_messages', argsObserved: {}, embedderId: 'hashed-ngram-v1-256', vector: vectorOf(0) });
    });
  });
}

for (const synchronous of ['normal', 'full'] as const) {
  describe(`writes, synchronous=${synchronous}`, () => {
    const store = seededStore(1_000, synchronous);
    let turn = 0;
    bench('updateSkill (one more use)', () => {
      const intent = intentOf(turn % 1_000);
      const ok = (turn += 1) % 5 !== 0;
      store.updateSkill({ intentHash: intentHash(intent), frameworkHash: frameworkKey, dayRank: 2 }, (state) => ({
        skill: { ...state.skill!, uses: state.skill!.uses + 1, successes: state.skill!.successes + (ok ? 1 : 0), failures: state.skill!.failures + (ok ? 0 : 1), lastUsedDayRank: 2 },
        changes: [],
      }));
    });
    bench('appendObservation', () => {
      store.appendObservation({
        turnId: `turn-${synchronous}-${(turn += 1)}`,
        query: 'find spam mail and move it to trash',
        intentHash: intentHash(intentOf(1)),
        intent: intentOf(1),
        framework,
        verdict: 'ok',
        layer: 'skill',
        latencies: { L0: 0.01, L1: 0.4, skill: 0.05, nous: 120 },
      });
    });
  });
}
