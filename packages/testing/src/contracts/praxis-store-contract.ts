import type { PraxisStore } from '@metnos/core';
import { describe, expect } from 'vitest';
import { activeDayStoreScenarios } from './active-day-store-contract';
import { aporiaStoreScenarios } from './aporia-store-contract';
import { canonicalQueryStoreScenarios } from './canonical-query-store-contract';
import { describeContract, type ContractFactory, type ContractScenarios } from './contract-suite';
import { learningChangeStoreScenarios } from './learning-change-store-contract';
import { llmCacheStoreScenarios } from './llm-cache-store-contract';
import { multiToolPathStoreScenarios } from './multi-tool-path-store-contract';
import { observationStoreScenarios } from './observation-store-contract';
import { skillStoreScenarios } from './skill-store-contract';
import { statsStoreScenarios } from './stats-store-contract';

/** Scenarios that only a whole `PraxisStore` can run: promises that span two of its stores. */
export const praxisStoreScenarios: ContractScenarios<PraxisStore> = {
  "should hold one dimension per embedder across the L1 log and the L2 paths": (open) => {
    const store = open();
    store.recordCanonicalQuery({ query: 'a', tool: 't', argsObserved: {}, embedderId: 'e3', vector: new Float32Array(3) });
    expect(() =>
      store.recordMultiToolPath({ canonicalQuery: 'b', signature: 's', steps: [{ tool: 't', args: {} }], embedderId: 'e3', vector: new Float32Array(2), dayRank: 1 }),
    ).toThrow(/3-dimensional/);
    expect(store.listMultiToolCandidates('e3', 1)).toEqual([]);
  },

  'should keep every store apart: one store written, the others still empty': (open) => {
    const store = open();
    store.setCached('filler', 'k', 'v');
    store.recordAporia({ category: 'missing_data', query: 'q', detail: 'd' });
    expect(store.countObservations()).toBe(0);
    expect(store.listSkills()).toEqual([]);
    expect(store.listLearningChanges()).toEqual([]);
    expect(store.currentDayRank()).toBe(0);
    expect(store.listCanonicalCandidates('e3', 0)).toEqual([]);
  },
};

/**
 * Contract suite of core's whole `PraxisStore`: every store suite plus the scenarios across stores. Run it against
 * every implementation (`makeImpl` opens a fresh, empty store; each is closed after its scenario).
 */
export function testPraxisStoreContract(name: string, makeImpl: ContractFactory<PraxisStore>): void {
  describe(`PraxisStore contract: ${name}`, () => {
    describeContract('SkillStore', skillStoreScenarios, makeImpl);
    describeContract('ObservationStore', observationStoreScenarios, makeImpl);
    describeContract('CanonicalQueryStore', canonicalQueryStoreScenarios, makeImpl);
    describeContract('MultiToolPathStore', multiToolPathStoreScenarios, makeImpl);
    describeContract('ActiveDayStore', activeDayStoreScenarios, makeImpl);
    describeContract('AporiaStore', aporiaStoreScenarios, makeImpl);
    describeContract('LlmCacheStore', llmCacheStoreScenarios, makeImpl);
    describeContract('LearningChangeStore', learningChangeStoreScenarios, makeImpl);
    describeContract('StatsStore', statsStoreScenarios, makeImpl);
    describeContract('across stores', praxisStoreScenarios, makeImpl);
  });
}
