import type { MultiToolPathStore } from '@metnos/core';
import { expect } from 'vitest';
import { describeContract, type ContractFactory, type ContractScenarios } from './contract-suite';

const steps = [
  { tool: 'get_urls', args: { url: '${URL}' } },
  { tool: 'describe_entries', args: { from_step: 1, style: '${FILLER:style}' } },
];
const record = (store: MultiToolPathStore, dayRank: number, canonicalQuery = 'scarica e descrivi', vector = new Float32Array([0, 1])) =>
  store.recordMultiToolPath({ canonicalQuery, signature: `sig:${canonicalQuery}`, steps, embedderId: 'e2', vector, dayRank });

/** The scenarios of core's `MultiToolPathStore` (run by {@link testMultiToolPathStoreContract}). */
export const multiToolPathStoreScenarios: ContractScenarios<MultiToolPathStore> = {
  'should count identical passes and keep the latest day rank': (open) => {
    const store = open();
    const first = record(store, 1);
    expect(first).toMatchObject({ uses: 1, lastDayRank: 1, promoted: false });
    record(store, 5);
    const third = record(store, 3);
    expect(third).toMatchObject({ id: first.id, uses: 3, lastDayRank: 5, promoted: false, steps, embedderId: 'e2', canonicalQuery: 'scarica e descrivi' });
    expect(store.listMultiToolCandidates('e2', 3).map((path) => path.id)).toEqual([third.id]);
    expect(store.listMultiToolCandidates('e2', 4)).toEqual([]);
    expect(store.listMultiToolCandidates('other', 1)).toEqual([]);
  },

  'should list candidates most used first': (open) => {
    const store = open();
    record(store, 1, 'a');
    record(store, 1, 'b');
    record(store, 1, 'b');
    expect(store.listMultiToolCandidates('e2', 1).map((path) => [path.canonicalQuery, path.uses])).toEqual([['b', 2], ['a', 1]]);
  },

  'should count a replay as a use on its day and refuse an unknown path': (open) => {
    const store = open();
    const path = record(store, 1);
    store.touchMultiToolPath(path.id, 7);
    expect(store.listMultiToolCandidates('e2', 1)[0]).toMatchObject({ uses: 2, lastDayRank: 7 });
    expect(path).toMatchObject({ uses: 1, lastDayRank: 1 });
    expect(() => store.touchMultiToolPath(path.id + 9999, 7)).toThrow(/no multi-tool path/);
  },

  'should reject a vector whose length differs from the dimension stored for its embedder': (open) => {
    const store = open();
    record(store, 1, 'a', new Float32Array(3));
    expect(() => record(store, 1, 'b', new Float32Array(2))).toThrow(/3-dimensional/);
    expect(store.listMultiToolCandidates('e2', 1)).toHaveLength(1);
  },

  'should expire paths unused for more than ttl active days': (open) => {
    const store = open();
    record(store, 1, 'old');
    record(store, 20, 'recent');
    expect(store.expireMultiToolPaths(31, 30)).toBe(0);
    expect(store.expireMultiToolPaths(32, 30)).toBe(1);
    expect(store.expireMultiToolPaths(32, 30)).toBe(0);
    expect(store.listMultiToolCandidates('e2', 1).map((path) => path.canonicalQuery)).toEqual(['recent']);
  },

  'should promote paths with enough uses once, with their placeholders': (open) => {
    const store = open();
    expect(store.listProtoExecutors()).toEqual([]);
    record(store, 1);
    record(store, 2);
    record(store, 2, 'leggi e riassumi');
    const created = store.promoteMultiToolPaths(2);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ canonicalQuery: 'scarica e descrivi', steps, placeholders: ['URL'] });
    expect(created[0]?.pathId).toBe(store.listMultiToolCandidates('e2', 2)[0]?.id);
    expect(store.promoteMultiToolPaths(2)).toEqual([]);
    expect(store.listProtoExecutors()).toEqual(created);
    expect(store.listMultiToolCandidates('e2', 2).every((path) => path.promoted)).toBe(true);
    expect(store.promoteMultiToolPaths(1).map((proto) => proto.canonicalQuery)).toEqual(['leggi e riassumi']);
    expect(store.listProtoExecutors()).toHaveLength(2);
  },

  'should never promote an expired path': (open) => {
    const store = open();
    record(store, 1, 'old');
    record(store, 1, 'old');
    expect(store.expireMultiToolPaths(40, 30)).toBe(1);
    expect(store.promoteMultiToolPaths(1)).toEqual([]);
  },
};

/** Contract suite of core's `MultiToolPathStore`: run it against every implementation. */
export function testMultiToolPathStoreContract(name: string, makeImpl: ContractFactory<MultiToolPathStore>): void {
  describeContract(`MultiToolPathStore contract: ${name}`, multiToolPathStoreScenarios, makeImpl);
}
