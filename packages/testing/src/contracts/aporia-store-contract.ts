import type { AporiaStore } from '@metnos/core';
import { expect } from 'vitest';
import { describeContract, type ContractFactory, type ContractScenarios } from './contract-suite';

/** The scenarios of core's `AporiaStore` (run by {@link testAporiaStoreContract}). */
export const aporiaStoreScenarios: ContractScenarios<AporiaStore> = {
  'should count aporiae per category and query as given, keeping the latest detail, most frequent first': (open) => {
    const store = open();
    expect(store.listAporiae()).toEqual([]);
    store.recordAporia({ category: 'user_action_required', query: 'dove sono', detail: 'no location' });
    const second = store.recordAporia({ category: 'user_action_required', query: 'dove sono', detail: 'still no location' });
    store.recordAporia({ category: 'missing_data', query: 'dove sono', detail: 'x' });
    expect(store.recordAporia({ category: 'missing_data', query: 'Dove sono?', detail: 'y' })).toMatchObject({ query: 'Dove sono?', count: 1 });
    expect(second).toMatchObject({ query: 'dove sono', count: 2, detail: 'still no location', firstSeen: '2026-05-25T10:00:00.000Z', lastSeen: '2026-05-25T10:00:00.000Z' });
    expect(second).not.toHaveProperty('resolvedAt');
    expect(store.listAporiae().map((row) => [row.category, row.query, row.count])).toEqual([
      ['user_action_required', 'dove sono', 2],
      ['missing_data', 'Dove sono?', 1],
      ['missing_data', 'dove sono', 1],
    ]);
  },

  'should stamp the first and the last time a gap was seen': (open) => {
    let now = new Date('2026-05-25T10:00:00.000Z');
    const store = open({ clock: () => now });
    store.recordAporia({ category: 'missing_executor', query: 'book a table', detail: 'a' });
    now = new Date('2026-05-26T10:00:00.000Z');
    expect(store.recordAporia({ category: 'missing_executor', query: 'book a table', detail: 'b' })).toMatchObject({ firstSeen: '2026-05-25T10:00:00.000Z', lastSeen: '2026-05-26T10:00:00.000Z', count: 2 });
  },

  'should refuse an empty query and an unknown category, recording nothing': (open) => {
    const store = open();
    expect(() => store.recordAporia({ category: 'missing_data', query: '  ', detail: 'z' })).toThrow(/query must be a non-empty string/);
    expect(() => store.recordAporia({ category: 'nope' as 'missing_data', query: 'q', detail: 'z' })).toThrow(/category/);
    expect(store.listAporiae()).toEqual([]);
  },

  'should close the open gaps of a query, and open one again when it ends in Aporia once more': (open) => {
    let now = new Date('2026-05-25T10:00:00.000Z');
    const store = open({ clock: () => now });
    if (store.resolveAporiae === undefined) return;
    store.recordAporia({ category: 'missing_executor', query: 'book a table', detail: 'no executor' });
    store.recordAporia({ category: 'missing_data', query: 'book a table', detail: 'no data' });
    store.recordAporia({ category: 'missing_data', query: 'other', detail: 'no data' });
    now = new Date('2026-05-26T10:00:00.000Z');
    expect(store.resolveAporiae('book a table')).toBe(2);
    expect(store.resolveAporiae('book a table')).toBe(0);
    expect(store.listAporiae().filter((row) => row.resolvedAt === '2026-05-26T10:00:00.000Z').map((row) => row.query)).toEqual(['book a table', 'book a table']);
    store.recordAporia({ category: 'missing_data', query: 'book a table', detail: 'again' });
    expect(store.listAporiae().find((row) => row.category === 'missing_data' && row.query === 'book a table')).not.toHaveProperty('resolvedAt');
  },
};

/** Contract suite of core's `AporiaStore`: run it against every implementation. */
export function testAporiaStoreContract(name: string, makeImpl: ContractFactory<AporiaStore>): void {
  describeContract(`AporiaStore contract: ${name}`, aporiaStoreScenarios, makeImpl);
}
