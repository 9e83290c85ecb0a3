import type { ObservationStore } from '@metnos/core';
import { expect } from 'vitest';
import { frameworkA, hash, intent } from './contract-fixtures';
import { describeContract, type ContractFactory, type ContractScenarios } from './contract-suite';

/** The scenarios of core's `ObservationStore` (run by {@link testObservationStoreContract}). */
export const observationStoreScenarios: ContractScenarios<ObservationStore> = {
  'should append observations and read them back newest first': (open) => {
    const store = open();
    expect(store.countObservations()).toBe(0);
    expect(store.listObservations()).toEqual([]);
    const first = store.appendObservation({ turnId: 't1', query: 'che ore sono', verdict: 'ok', layer: 'L0', latencies: { L0: 0.01 } });
    const second = store.appendObservation({ turnId: 't2', query: 'sposta lo spam', intentHash: hash, intent, framework: frameworkA, verdict: 'error', layer: 'planner', latencies: { L0: 0.01, planner: 14000 } });
    store.appendObservation({ turnId: 't3', query: 'ancora', verdict: 'aporia', layer: 'aporia', latencies: {} });
    expect(second).toBeGreaterThan(first);
    expect(store.countObservations()).toBe(3);
    expect(store.listObservations().map((observation) => observation.turnId)).toEqual(['t3', 't2', 't1']);
    expect(store.listObservations({ limit: 1, offset: 1 }).map((observation) => observation.turnId)).toEqual(['t2']);
    expect(store.listObservations({ limit: 2 }).map((observation) => observation.turnId)).toEqual(['t3', 't2']);
    expect(store.findObservation('t2')).toMatchObject({ id: second, turnId: 't2', query: 'sposta lo spam', intentHash: hash, intent, framework: frameworkA, verdict: 'error', layer: 'planner', latencies: { L0: 0.01, planner: 14000 } });
    expect(store.findObservation('t4')).toBeUndefined();
  },

  'should keep the row that answered an L1 or L2 turn, the total time and the model calls': (open) => {
    const store = open();
    store.appendObservation({ turnId: 't1', query: 'q', verdict: 'ok', layer: 'L1', latencies: {}, canonicalQueryId: 7, totalMs: 3.25, llmCalls: 0 });
    store.appendObservation({ turnId: 't2', query: 'q', verdict: 'ok', layer: 'L0', latencies: {} });
    expect(store.findObservation('t1')).toMatchObject({ canonicalQueryId: 7, totalMs: 3.25, llmCalls: 0 });
    expect(store.findObservation('t2')).not.toHaveProperty('canonicalQueryId');
    expect(store.findObservation('t2')).not.toHaveProperty('feedback');
  },

  'should set feedback on an observation, and say when the turn is unknown': (open) => {
    const store = open();
    store.appendObservation({ turnId: 't1', query: 'q', verdict: 'ok', layer: 'skill', latencies: {} });
    expect(store.setObservationFeedback('t1', 'up')).toBe(true);
    expect(store.setObservationFeedback('missing', 'up')).toBe(false);
    expect(store.findObservation('t1')?.feedback).toBe('up');
    expect(store.setObservationFeedback('t1', 'down')).toBe(true);
    expect(store.listObservations()[0]?.feedback).toBe('down');
    expect(store.findObservation('missing')).toBeUndefined();
  },

  'should refuse a second observation for the same turn and keep the first': (open) => {
    const store = open();
    store.appendObservation({ turnId: 't1', query: 'first', verdict: 'ok', layer: 'skill', latencies: {} });
    expect(() => store.appendObservation({ turnId: 't1', query: 'second', verdict: 'ok', layer: 'skill', latencies: {} })).toThrow(/already recorded/);
    expect(store.countObservations()).toBe(1);
    expect(store.findObservation('t1')?.query).toBe('first');
  },
};

/** Contract suite of core's `ObservationStore`: run it against every implementation. */
export function testObservationStoreContract(name: string, makeImpl: ContractFactory<ObservationStore>): void {
  describeContract(`ObservationStore contract: ${name}`, observationStoreScenarios, makeImpl);
}
