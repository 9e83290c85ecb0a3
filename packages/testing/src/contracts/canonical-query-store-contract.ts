import type { CanonicalQueryStore } from '@metnos/core';
import { expect } from 'vitest';
import { describeContract, type ContractFactory, type ContractScenarios } from './contract-suite';

const record = (store: CanonicalQueryStore, query: string, embedderId = 'e3', argsObserved: Record<string, unknown> = {}, vector = new Float32Array([0.6, 0.8, 0])) =>
  store.recordCanonicalQuery({ query, tool: 't', argsObserved, embedderId, vector });

/** The scenarios of core's `CanonicalQueryStore` (run by {@link testCanonicalQueryStoreContract}). */
export const canonicalQueryStoreScenarios: ContractScenarios<CanonicalQueryStore> = {
  'should count repeated observations of the same query, tool and embedder, keeping the first arguments': (open) => {
    const store = open();
    const vector = new Float32Array([0.6, 0.8, 0]);
    const first = store.recordCanonicalQuery({ query: 'trova foto battesimo', tool: 'find_photos', argsObserved: { q: 'battesimo' }, embedderId: 'e3', vector, request: 'trova le foto del battesimo' });
    expect(first).toMatchObject({ count: 1, request: 'trova le foto del battesimo' });
    store.recordCanonicalQuery({ query: 'trova foto battesimo', tool: 'find_photos', argsObserved: { q: 'other' }, embedderId: 'e3', vector });
    const third = store.recordCanonicalQuery({ query: 'trova foto battesimo', tool: 'find_photos', argsObserved: {}, embedderId: 'e3', vector });
    expect(third).toMatchObject({ id: first.id, count: 3, argsObserved: { q: 'battesimo' }, embedderId: 'e3', request: 'trova le foto del battesimo' });
    expect(Array.from(third.vector)).toEqual(Array.from(vector));
    const otherTool = store.recordCanonicalQuery({ query: 'trova foto battesimo', tool: 'find_files', argsObserved: {}, embedderId: 'e3', vector });
    expect(otherTool.id).not.toBe(first.id);
    expect(otherTool.count).toBe(1);
  },

  'should list candidates of one embedder with enough uses, most observed first': (open) => {
    const store = open();
    for (let index = 0; index < 3; index += 1) record(store, 'a');
    record(store, 'b');
    record(store, 'c');
    record(store, 'c');
    record(store, 'a', 'other', {}, new Float32Array([1, 0]));
    expect(store.listCanonicalCandidates('e3', 3).map((row) => [row.query, row.count])).toEqual([['a', 3]]);
    expect(store.listCanonicalCandidates('e3', 1).map((row) => [row.query, row.count])).toEqual([['a', 3], ['c', 2], ['b', 1]]);
    expect(store.listCanonicalCandidates('other', 1)).toHaveLength(1);
    expect(store.listCanonicalCandidates('unknown', 0)).toEqual([]);
  },

  'should never change a record it returned (consumers cache on their identity)': (open) => {
    const store = open();
    const returned = record(store, 'a');
    const listed = store.listCanonicalCandidates('e3', 1);
    const [row] = listed;
    const vector = Array.from(row!.vector);
    record(store, 'a');
    record(store, 'b');
    expect(returned.count).toBe(1);
    expect(listed).toHaveLength(1);
    expect(row!.count).toBe(1);
    expect(Array.from(row!.vector)).toEqual(vector);
    expect(store.listCanonicalCandidates('e3', 1).find((candidate) => candidate.query === 'a')?.count).toBe(2);
  },

  'should reject a vector whose length differs from the dimension stored for its embedder': (open) => {
    const store = open();
    record(store, 'a', 'e3', {}, new Float32Array(3));
    expect(() => record(store, 'b', 'e3', {}, new Float32Array(4))).toThrow(/3-dimensional/);
    expect(store.listCanonicalCandidates('e3', 1)).toHaveLength(1);
  },

  'should demote a row to count 0 so it needs min uses afresh, keeping its arguments': (open) => {
    const store = open();
    if (store.demoteCanonicalQuery === undefined) return;
    const vector = new Float32Array([0, 0, 1]);
    const again = () => store.recordCanonicalQuery({ query: 'a', tool: 't', argsObserved: { x: 1 }, embedderId: 'e3', vector });
    const { id } = [again(), again(), again()].at(-1)!;
    expect(store.listCanonicalCandidates('e3', 3)).toHaveLength(1);
    expect(store.demoteCanonicalQuery(id)).toBe(true);
    expect(store.listCanonicalCandidates('e3', 1)).toEqual([]);
    expect(store.listCanonicalCandidates('e3', 0)).toEqual([expect.objectContaining({ id, count: 0, argsObserved: { x: 1 } })]);
    again();
    again();
    expect(store.listCanonicalCandidates('e3', 3)).toEqual([]);
    expect(again()).toMatchObject({ id, count: 3 });
    expect(store.listCanonicalCandidates('e3', 3)).toHaveLength(1);
    expect(store.demoteCanonicalQuery(id + 1000)).toBe(false);
  },

  'should list the candidates of one lemma form, most observed first, as listCanonicalCandidates does': (open) => {
    const store = open();
    if (store.listCanonicalCandidatesByQuery === undefined) return;
    const vector = new Float32Array([0.6, 0.8, 0]);
    const observe = (query: string, tool: string, times: number, embedderId = 'e3') => {
      for (let pass = 0; pass < times; pass += 1) store.recordCanonicalQuery({ query, tool, argsObserved: {}, embedderId, vector });
    };
    observe('a', 't1', 2);
    observe('a', 't2', 3);
    observe('a', 't3', 1);
    observe('ab', 't1', 3);
    observe('a', 't4', 3, 'other');
    const byQuery = (query: string, minUses: number, embedderId = 'e3') => store.listCanonicalCandidatesByQuery!(embedderId, minUses, query).map((row) => [row.query, row.tool, row.count]);
    expect(byQuery('a', 1)).toEqual([['a', 't2', 3], ['a', 't1', 2], ['a', 't3', 1]]);
    expect(byQuery('a', 2)).toEqual([['a', 't2', 3], ['a', 't1', 2]]);
    expect(byQuery('a', 1, 'other')).toEqual([['a', 't4', 3]]);
    expect(byQuery('A', 1)).toEqual([]);
    expect(byQuery('', 0)).toEqual([]);
    const listed = store.listCanonicalCandidates('e3', 2).filter((row) => row.query === 'a');
    expect(store.listCanonicalCandidatesByQuery('e3', 2, 'a')).toEqual(listed);
    if (store.demoteCanonicalQuery === undefined) return;
    store.demoteCanonicalQuery(listed[0]!.id);
    expect(byQuery('a', 1)).toEqual([['a', 't1', 2], ['a', 't3', 1]]);
  },

  'should read rows by id in the order asked, leaving unknown ids out': (open) => {
    const store = open();
    if (store.getCanonicalQueries === undefined) return;
    const a = record(store, 'a');
    const b = record(store, 'b');
    expect(store.getCanonicalQueries([b.id, a.id + b.id + 100, a.id]).map((row) => row.query)).toEqual(['b', 'a']);
    expect(store.getCanonicalQueries([])).toEqual([]);
  },

  'should feed the changes since a cursor: everything first, then only what was written': (open) => {
    const store = open();
    if (store.listCanonicalCandidateChanges === undefined) return;
    const a = record(store, 'a');
    const first = store.listCanonicalCandidateChanges('e3', 1);
    expect(first).toMatchObject({ reset: true, removals: [] });
    expect(first.upserts.map((row) => row.id)).toEqual([a.id]);
    const quiet = store.listCanonicalCandidateChanges('e3', 1, first.cursor);
    expect(quiet).toMatchObject({ reset: false, upserts: [], removals: [] });
    const b = record(store, 'b');
    record(store, 'a');
    record(store, 'z', 'other', {}, new Float32Array([1, 0]));
    const next = store.listCanonicalCandidateChanges('e3', 1, quiet.cursor);
    expect(next.reset).toBe(false);
    expect(next.upserts.map((row) => [row.id, row.count]).sort()).toEqual([[a.id, 2], [b.id, 1]].sort());
    expect(store.listCanonicalCandidateChanges('e3', 1, 'not-a-cursor')).toMatchObject({ reset: true });
    if (store.demoteCanonicalQuery === undefined) return;
    store.demoteCanonicalQuery(a.id);
    const demoted = store.listCanonicalCandidateChanges('e3', 1, next.cursor);
    expect(demoted.reset || demoted.removals.includes(a.id)).toBe(true);
    if (demoted.reset) expect(demoted.upserts.map((row) => row.id)).toEqual([b.id]);
  },
};

/** Contract suite of core's `CanonicalQueryStore`: run it against every implementation. */
export function testCanonicalQueryStoreContract(name: string, makeImpl: ContractFactory<CanonicalQueryStore>): void {
  describeContract(`CanonicalQueryStore contract: ${name}`, canonicalQueryStoreScenarios, makeImpl);
}
