import type { PraxisStore } from '@metnos/core';
import { expect } from 'vitest';
import { draftA, keyA } from './contract-fixtures';
import { describeContract, type ContractFactory, type ContractScenarios } from './contract-suite';
import { transitSkill } from './transit-skill';

/** What the statistics scenarios drive: the stats store and the stores it reads. */
export type StatsContractStore = Omit<PraxisStore, 'close'>;

/** The scenarios of core's `StatsStore` (run by {@link testStatsStoreContract}). */
export const statsStoreScenarios: ContractScenarios<StatsContractStore> = {
  'should list the turns since an instant, oldest first, with their total time and model calls when known': (open) => {
    let now = new Date('2026-11-26T10:00:00.000Z');
    const store = open({ clock: () => now });
    store.appendObservation({ turnId: 't1', query: 'a', verdict: 'ok', layer: 'planner', latencies: {}, totalMs: 812.5, llmCalls: 2 });
    now = new Date('2026-11-27T10:00:00.000Z');
    store.appendObservation({ turnId: 't2', query: 'a', verdict: 'ok', layer: 'L1', latencies: {}, totalMs: 3.25, llmCalls: 0 });
    now = new Date('2026-11-27T11:00:00.000Z');
    store.appendObservation({ turnId: 't3', query: 'b', verdict: 'aporia', layer: 'aporia', latencies: {} });
    expect(store.listTurnStats({ since: '2026-11-27T00:00:00.000Z' })).toEqual([
      { createdAt: '2026-11-27T10:00:00.000Z', layer: 'L1', verdict: 'ok', totalMs: 3.25, llmCalls: 0 },
      { createdAt: '2026-11-27T11:00:00.000Z', layer: 'aporia', verdict: 'aporia' },
    ]);
    expect(store.listTurnStats({ since: '2026-11-27T10:00:00.000Z' })).toHaveLength(2);
    expect(store.listTurnStats({ since: '2026-11-28T00:00:00.000Z' })).toEqual([]);
  },

  'should list skill promotions, demotions and retirements with when they happened': (open) => {
    let now = new Date('2026-11-27T09:00:00.000Z');
    const store = open({ clock: () => now });
    store.markActiveDay('2026-11-27');
    transitSkill(store, keyA(), { skill: { ...draftA, status: 'candidate' }, reason: 'first outcome succeeded' });
    transitSkill(store, keyA(), { skill: { status: 'active', uses: 2, successes: 2 }, reason: '2 successes in a row' });
    now = new Date('2026-11-28T09:00:00.000Z');
    transitSkill(store, keyA(), { skill: { status: 'demoted' }, reason: '✗ feedback' });
    now = new Date('2026-11-29T09:00:00.000Z');
    store.retireLearned([{ subjectKind: 'skill', subject: draftA.intentHash, reason: 'idle' }], { dayRank: 1 });
    expect(store.listSkillChangeStats({ since: '2026-11-01T00:00:00.000Z' })).toEqual([
      { kind: 'skill_active', createdAt: '2026-11-27T09:00:00.000Z' },
      { kind: 'skill_demoted', createdAt: '2026-11-28T09:00:00.000Z' },
      { kind: 'skill_retired', createdAt: '2026-11-29T09:00:00.000Z' },
    ]);
    expect(store.listSkillChangeStats({ since: '2026-11-28T00:00:00.000Z' })).toHaveLength(2);
  },

  'should span each aporia from first seen to resolved, and open it again': (open) => {
    let now = new Date('2026-11-27T09:00:00.000Z');
    const store = open({ clock: () => now });
    expect(store.listAporiaSpans()).toEqual([]);
    store.recordAporia({ category: 'missing_executor', query: 'book a table', detail: 'no executor' });
    now = new Date('2026-11-28T09:00:00.000Z');
    store.recordAporia({ category: 'missing_data', query: 'weather', detail: 'offline' });
    expect(store.resolveAporiae?.('book a table')).toBe(1);
    expect(store.listAporiaSpans()).toEqual([
      { firstSeen: '2026-11-27T09:00:00.000Z', resolvedAt: '2026-11-28T09:00:00.000Z' },
      { firstSeen: '2026-11-28T09:00:00.000Z' },
    ]);
    store.recordAporia({ category: 'missing_executor', query: 'book a table', detail: 'no executor' });
    expect(store.listAporiaSpans()[0]).toEqual({ firstSeen: '2026-11-27T09:00:00.000Z' });
  },
};

/** Contract suite of core's `StatsStore` (with the stores it reads): run it against every implementation. */
export function testStatsStoreContract(name: string, makeImpl: ContractFactory<StatsContractStore>): void {
  describeContract(`StatsStore contract: ${name}`, statsStoreScenarios, makeImpl);
}
