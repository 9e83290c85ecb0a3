import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPraxisStore, type SqlitePraxisStore } from '@metnos/praxis-store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { summariseLearningStats } from './summarise-learning-stats';

let directory: string;
let store: SqlitePraxisStore;
let clock = new Date('2026-11-26T08:00:00.000Z');
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'metnos-learning-stats-'));
  store = createPraxisStore({ filename: join(directory, 'praxis.sqlite'), clock: () => clock });
});
afterEach(() => {
  store.close();
  rmSync(directory, { recursive: true, force: true });
});

let turn = 0;
const observe = (createdAt: string, layer: string, totalMs: number, llmCalls: number, verdict: 'ok' | 'aporia' = 'ok') =>
  store.appendObservation({ turnId: `t${(turn += 1)}`, query: 'q', verdict, layer: layer as 'L0', latencies: {}, totalMs, llmCalls, createdAt });

describe('summariseLearningStats', () => {
  it('should count per local day who answered, the calls made and avoided, and each layer’s median and p95 time', () => {
    observe('2026-11-27T10:00:00.000Z', 'planner', 900, 2);
    observe('2026-11-27T11:00:00.000Z', 'planner', 1100, 3);
    observe('2026-11-27T12:00:00.000Z', 'pronoia', 2000, 3);
    // 23:30 UTC on the 27th is already the 28th in Rome.
    observe('2026-11-27T23:30:00.000Z', 'skill', 40, 1);
    observe('2026-11-28T09:00:00.000Z', 'L1', 5, 0);
    observe('2026-11-28T09:05:00.000Z', 'L0', 1, 0);
    observe('2026-11-28T09:10:00.000Z', 'aporia', 20, 0, 'aporia');
    observe('2026-11-20T09:10:00.000Z', 'L0', 1, 0);
    const stats = summariseLearningStats(store, { days: 2, now: new Date('2026-11-28T12:00:00.000Z'), timeZone: 'Europe/Rome' });
    // The planner turns made 3 calls at the median (2, 3, 3): each memory turn avoids 3 less the ones it made.
    expect(stats.plannerCallsBaseline).toBe(3);
    expect(stats.days.map(({ day, turns, answeredBy, llmCalls, llmCallsAvoided }) => ({ day, turns, answeredBy, llmCalls, llmCallsAvoided }))).toEqual([
      { day: '2026-11-27', turns: 3, answeredBy: { L0: 0, L1: 0, L2: 0, skill: 0, single_step: 0, planner: 3, aporia: 0 }, llmCalls: 8, llmCallsAvoided: 0 },
      { day: '2026-11-28', turns: 4, answeredBy: { L0: 1, L1: 1, L2: 0, skill: 1, single_step: 0, planner: 0, aporia: 1 }, llmCalls: 1, llmCallsAvoided: 8 },
    ]);
    expect(stats.days[0]?.latency).toEqual({ planner: { turns: 3, medianMs: 1100, p95Ms: 2000 } });
    expect(stats.total).toMatchObject({ turns: 7, memoryShare: 3 / 7, llmCalls: 9, llmCallsAvoided: 8 });
  });

  it('should count the aporiae open at the end of each day and the skills promoted, demoted and retired', () => {
    store.recordAporia({ category: 'missing_executor', query: 'book a table', detail: '' });
    clock = new Date('2026-11-27T08:00:00.000Z');
    store.recordAporia({ category: 'missing_executor', query: 'order a pizza', detail: '' });
    clock = new Date('2026-11-28T08:00:00.000Z');
    store.resolveAporiae?.('book a table');
    const stats = summariseLearningStats(store, { days: 3, now: new Date('2026-11-28T12:00:00.000Z'), timeZone: 'UTC' });
    expect(stats.days.map((day) => [day.day, day.openAporiae])).toEqual([
      ['2026-11-26', 1],
      ['2026-11-27', 2],
      ['2026-11-28', 1],
    ]);
    expect(stats.total.openAporiae).toBe(1);
    expect(stats.days.map((day) => day.skills)).toEqual([0, 0, 0].map(() => ({ promoted: 0, demoted: 0, retired: 0 })));
  });

  it('should give empty days zeroes and a default baseline of two calls', () => {
    const stats = summariseLearningStats(store, { days: 1, now: new Date('2026-11-28T12:00:00.000Z'), timeZone: 'UTC' });
    expect(stats).toMatchObject({ plannerCallsBaseline: 2, total: { turns: 0, memoryShare: 0, llmCalls: 0, llmCallsAvoided: 0, latency: {} } });
    expect(stats.days).toHaveLength(1);
  });
});
