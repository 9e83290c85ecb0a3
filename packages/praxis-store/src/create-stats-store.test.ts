import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Framework, Intent } from '@metnos/core';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPraxisStore, type SqlitePraxisStore } from './create-praxis-store';
import { transitSkill } from '@metnos/testing';
import { migrations } from './migrations';

let directory: string;
let clock = new Date('2026-11-27T09:00:00.000Z');
const opened: SqlitePraxisStore[] = [];
const open = (): SqlitePraxisStore => {
  const store = createPraxisStore({ filename: join(directory, 'praxis.sqlite'), clock: () => clock });
  opened.push(store);
  return store;
};
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'metnos-stats-'));
  clock = new Date('2026-11-27T09:00:00.000Z');
});
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  rmSync(directory, { recursive: true, force: true });
});

const intent: Intent = { verb: 'find', object: 'files', keywords: ['pdf'] };
const framework: Framework = { steps: [{ tool: 'find_files', args: {} }], fillers: {}, final_message: '' };

describe('createStatsStore', () => {
  it('should keep each turn’s total time and model calls and list the turns since an instant, oldest first', () => {
    const store = open();
    store.appendObservation({ turnId: 't1', query: 'a', verdict: 'ok', layer: 'planner', latencies: {}, totalMs: 812.5, llmCalls: 2, createdAt: '2026-11-26T10:00:00.000Z' });
    store.appendObservation({ turnId: 't2', query: 'a', verdict: 'ok', layer: 'L1', latencies: {}, totalMs: 3.25, llmCalls: 0, createdAt: '2026-11-27T10:00:00.000Z' });
    store.appendObservation({ turnId: 't3', query: 'b', verdict: 'aporia', layer: 'aporia', latencies: {}, createdAt: '2026-11-27T11:00:00.000Z' });
    expect(store.listTurnStats({ since: '2026-11-27T00:00:00.000Z' })).toEqual([
      { createdAt: '2026-11-27T10:00:00.000Z', layer: 'L1', verdict: 'ok', totalMs: 3.25, llmCalls: 0 },
      { createdAt: '2026-11-27T11:00:00.000Z', layer: 'aporia', verdict: 'aporia' },
    ]);
    expect(store.findObservation('t1')).toMatchObject({ totalMs: 812.5, llmCalls: 2 });
    expect(() => store.appendObservation({ turnId: 't4', query: 'a', verdict: 'ok', layer: 'L0', latencies: {}, llmCalls: -1 })).toThrow(/llmCalls/);
  });

  it('should list skill promotions, demotions and retirements with when they happened', () => {
    const store = open();
    store.markActiveDay('2026-11-27');
    const key = { intentHash: 'c0ffee0123456789', frameworkHash: 'a0a0a0a0a0a0a0a0', dayRank: store.currentDayRank(), turnId: 't1' };
    const draft = { intentHash: key.intentHash, intent, framework, frameworkHash: key.frameworkHash, version: 1, uses: 1, successes: 1, failures: 0, consecutiveSuccesses: 1, consecutiveFailures: 0, lastUsedDayRank: 1 };
    transitSkill(store, key, { skill: { ...draft, status: 'candidate' }, reason: 'first outcome succeeded' });
    transitSkill(store, key, { skill: { status: 'active', uses: 2, successes: 2 }, reason: '2 successes in a row' });
    clock = new Date('2026-11-28T09:00:00.000Z');
    transitSkill(store, key, { skill: { status: 'demoted' }, reason: '✗ feedback' });
    expect(store.listSkillChangeStats({ since: '2026-11-01T00:00:00.000Z' })).toEqual([
      { kind: 'skill_active', createdAt: '2026-11-27T09:00:00.000Z' },
      { kind: 'skill_demoted', createdAt: '2026-11-28T09:00:00.000Z' },
    ]);
    expect(store.listSkillChangeStats({ since: '2026-11-28T00:00:00.000Z' })).toHaveLength(1);
  });

  it('should close an aporia when its query is answered, and open it again when it ends in Aporia once more', () => {
    const store = open();
    store.recordAporia({ category: 'missing_executor', query: 'book a table', detail: 'no executor' });
    clock = new Date('2026-11-28T09:00:00.000Z');
    expect(store.resolveAporiae?.('book a table')).toBe(1);
    expect(store.resolveAporiae?.('book a table')).toBe(0);
    expect(store.listAporiaSpans()).toEqual([{ firstSeen: '2026-11-27T09:00:00.000Z', resolvedAt: '2026-11-28T09:00:00.000Z' }]);
    store.recordAporia({ category: 'missing_executor', query: 'book a table', detail: 'no executor' });
    expect(store.listAporiaSpans()).toEqual([{ firstSeen: '2026-11-27T09:00:00.000Z' }]);
  });

  it('should migrate to the latest version with the turn columns, reading turns recorded without them', () => {
    const store = open();
    store.appendObservation({ turnId: 'old', query: 'a', verdict: 'ok', layer: 'L0', latencies: {} });
    store.close();
    opened.splice(0);
    const database = new Database(join(directory, 'praxis.sqlite'));
    expect(database.pragma('user_version', { simple: true })).toBe(migrations.at(-1)?.version);
    const columns = (database.prepare('PRAGMA table_info(observations)').all() as Array<{ name: string }>).map((column) => column.name);
    expect(columns).toEqual(expect.arrayContaining(['total_ms', 'llm_calls']));
    database.close();
    expect(open().listTurnStats({ since: '2000-01-01T00:00:00.000Z' })).toEqual([{ createdAt: '2026-11-27T09:00:00.000Z', layer: 'L0', verdict: 'ok' }]);
  });
});
