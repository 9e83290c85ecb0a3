import type { Embedder, LlmProvider, PraxisStore, SkillTransition } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { createMemoryPraxisStore } from '../create-memory-praxis-store';
import { ScriptedLlmProvider } from '../scripted-llm-provider';
import { activeDayStoreScenarios } from './active-day-store-contract';
import { aporiaStoreScenarios } from './aporia-store-contract';
import { canonicalQueryStoreScenarios } from './canonical-query-store-contract';
import { findFailingScenarios, type ContractOptions } from './contract-suite';
import { embedderScenarios } from './embedder-contract';
import { learningChangeStoreScenarios } from './learning-change-store-contract';
import { llmProviderScenarios } from './llm-provider-contract';
import { llmCacheStoreScenarios } from './llm-cache-store-contract';
import { multiToolPathStoreScenarios } from './multi-tool-path-store-contract';
import { observationStoreScenarios } from './observation-store-contract';
import { skillStoreScenarios } from './skill-store-contract';
import { statsStoreScenarios } from './stats-store-contract';

/** A memory store with some methods replaced by broken ones (what a meta-test feeds a suite). */
const broken = (patch: (store: PraxisStore) => Partial<PraxisStore>) => (options: ContractOptions): PraxisStore => {
  const store = createMemoryPraxisStore(options);
  return { ...store, ...patch(store) };
};

describe('findFailingScenarios', () => {
  it('should find no failing scenario for a correct store', async () => {
    const correct = (options: ContractOptions) => createMemoryPraxisStore(options);
    expect(await findFailingScenarios(skillStoreScenarios, correct)).toEqual([]);
    expect(await findFailingScenarios(learningChangeStoreScenarios, correct)).toEqual([]);
  });

  it('should make the skill suite fail for a store that loses writes', async () => {
    const losing = broken((store) => ({ updateSkill: (key, decide) => store.updateSkill(key, (state) => (decide(state), { changes: [] })) }));
    expect(await findFailingScenarios(skillStoreScenarios, losing)).toContain('should write the skill a transition gives and hide it from findSkill until active');
  });

  it('should make the skill suite fail for a store that does not roll back a refused transition', async () => {
    // Writes the skill first, then checks the rest of the transition: a refusal leaves the skill behind.
    const leaky = broken((store) => ({
      updateSkill: (key, decide) => {
        let decided: SkillTransition | undefined;
        store.updateSkill(key, (state) => {
          decided = decide(state);
          return decided.skill === undefined ? { changes: [] } : { skill: decided.skill, changes: [] };
        });
        return store.updateSkill(key, () => decided!);
      },
    }));
    const failing = await findFailingScenarios(skillStoreScenarios, leaky);
    expect(failing).toContain('should write nothing when decide throws or the transition contradicts itself');
    expect(failing).toContain('should roll back a whole transition, leaving the stored skill as it was');
  });

  it('should make the learning change suite fail for a batch retirement that keeps what it did before the bad item', async () => {
    const partial = broken((store) => ({
      retireLearned: (retirements, options) => retirements.flatMap((retirement) => store.retireLearned([retirement], options)),
    }));
    expect(await findFailingScenarios(learningChangeStoreScenarios, partial)).toContain('should retire nothing when one retirement of a batch is invalid');
  });

  it('should make the observation suite fail for a store that ignores ordering', async () => {
    const unordered = broken((store) => ({ listObservations: (options) => store.listObservations({ limit: 1e9 }).reverse().slice(options?.offset ?? 0, (options?.offset ?? 0) + (options?.limit ?? 50)) }));
    expect(await findFailingScenarios(observationStoreScenarios, unordered)).toContain('should append observations and read them back newest first');
  });

  it('should make the L1 and L2 suites fail for stores that ignore ordering or promote twice', async () => {
    const unordered = broken((store) => ({ listCanonicalCandidates: (embedderId, minUses) => store.listCanonicalCandidates(embedderId, minUses).reverse() }));
    expect(await findFailingScenarios(canonicalQueryStoreScenarios, unordered)).toContain('should list candidates of one embedder with enough uses, most observed first');
    const twice = broken((store) => ({
      promoteMultiToolPaths: (minUses) => {
        const created = store.promoteMultiToolPaths(minUses);
        return created.length > 0 ? created : store.listProtoExecutors();
      },
    }));
    expect(await findFailingScenarios(multiToolPathStoreScenarios, twice)).toContain('should promote paths with enough uses once, with their placeholders');
  });

  it('should make the L1 suite fail for a store that changes a record it returned', async () => {
    const inPlace = broken((store) => {
      const handed: Array<{ query: string; count: number }> = [];
      return {
        recordCanonicalQuery: (input) => {
          const record = store.recordCanonicalQuery(input);
          for (const old of handed) if (old.query === record.query) old.count = record.count;
          handed.push(record);
          return record;
        },
      };
    });
    expect(await findFailingScenarios(canonicalQueryStoreScenarios, inPlace)).toContain('should never change a record it returned (consumers cache on their identity)');
  });

  it('should make the day, aporia, cache and stats suites fail for stores that lose or confuse writes', async () => {
    const unvalidated = broken(() => {
      const days = new Map<string, number>();
      return { markActiveDay: (day) => days.get(day) ?? (days.set(day, days.size + 1), days.size), currentDayRank: () => days.size };
    });
    expect(await findFailingScenarios(activeDayStoreScenarios, unvalidated)).toEqual(['should reject something that is not a calendar day, ranking nothing']);
    const uncounted = broken((store) => ({ recordAporia: (input) => (store.recordAporia(input), { ...input, count: 1, firstSeen: '', lastSeen: '' }) }));
    expect(await findFailingScenarios(aporiaStoreScenarios, uncounted)).toContain('should count aporiae per category and query as given, keeping the latest detail, most frequent first');
    const joined = broken(() => {
      const entries = new Map<string, string>();
      return { getCached: (namespace, key) => entries.get(`${namespace}:${key}`), setCached: (namespace, key, value) => void entries.set(`${namespace}:${key}`, value) };
    });
    expect(await findFailingScenarios(llmCacheStoreScenarios, joined)).toEqual(['should keep keys apart that only a naive join would confuse, and store any text as given']);
    const newestFirst = broken((store) => ({ listTurnStats: (options) => store.listTurnStats(options).reverse() }));
    expect(await findFailingScenarios(statsStoreScenarios, newestFirst)).toEqual(['should list the turns since an instant, oldest first, with their total time and model calls when known']);
  });

  it('should make the learning change suite fail for a store that reverts a change twice', async () => {
    const forgetful = broken((store) => ({
      findLearningChange: (id) => {
        const change = store.findLearningChange(id);
        return change === undefined ? undefined : { ...change, revertible: true };
      },
    }));
    expect(await findFailingScenarios(learningChangeStoreScenarios, forgetful)).toContain('should revert a status change to the state it found, once, and log the revert');
  });

  it('should make the embedder suite fail for embedders that do not normalise, reorder a batch or ignore an abort', async () => {
    /** A word-count embedder over 8 buckets, correct unless `flaw` says otherwise. */
    const embedder = (flaw?: 'raw' | 'reversed' | 'deaf'): Embedder => ({
      id: `words-8${flaw === undefined ? '' : `-${flaw}`}`,
      dimension: 8,
      async embed(texts, options = {}) {
        if (flaw !== 'deaf') options.abortSignal?.throwIfAborted();
        const vectors = texts.map((text) => {
          const vector = new Float32Array(8);
          for (const word of text.split(' ')) vector[word.length % 8]! += 1;
          const norm = flaw === 'raw' ? 1 : Math.hypot(...vector) || 1;
          return vector.map((value) => value / norm);
        });
        return flaw === 'reversed' ? vectors.reverse() : vectors;
      },
    });
    expect(await findFailingScenarios(embedderScenarios, () => embedder())).toEqual([]);
    expect(await findFailingScenarios(embedderScenarios, () => embedder('raw'))).toEqual(['should embed a batch into one unit-length Float32Array of its dimension per text']);
    expect(await findFailingScenarios(embedderScenarios, () => embedder('reversed'))).toEqual(['should keep the input order: a text gets the same vector alone and anywhere in a batch']);
    expect(await findFailingScenarios(embedderScenarios, () => embedder('deaf'))).toEqual(['should reject a call whose abort signal is already aborted']);
  });

  it('should make the LLM provider suite fail for providers that ignore an abort or answer out of order', async () => {
    const deaf = ({ answers }: { answers: string[] }): LlmProvider => {
      const script = [...answers];
      return { id: 'deaf', complete: async () => ({ text: script.shift() ?? '', finishReason: 'stop' }) };
    };
    expect(await findFailingScenarios(llmProviderScenarios, deaf)).toEqual(['should reject a request whose abort signal is already aborted']);
    const lastFirst = ({ answers }: { answers: string[] }) => new ScriptedLlmProvider([...answers].reverse());
    expect(await findFailingScenarios(llmProviderScenarios, lastFirst)).toEqual(['should answer successive requests in order, keeping any UTF-8 text intact']);
  });
});
