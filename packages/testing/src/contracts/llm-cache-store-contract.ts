import type { LlmCacheStore } from '@metnos/core';
import { expect } from 'vitest';
import { describeContract, type ContractFactory, type ContractScenarios } from './contract-suite';

/** The scenarios of core's `LlmCacheStore` (run by {@link testLlmCacheStoreContract}). */
export const llmCacheStoreScenarios: ContractScenarios<LlmCacheStore> = {
  'should get and overwrite cached values per namespace': (open) => {
    const store = open();
    expect(store.getCached('filler', 'trash')).toBeUndefined();
    store.setCached('filler', 'trash', 'Trash');
    expect(store.getCached('filler', 'trash')).toBe('Trash');
    store.setCached('filler', 'trash', 'Cestino');
    store.setCached('args', 'trash', 'other');
    expect(store.getCached('filler', 'trash')).toBe('Cestino');
    expect(store.getCached('args', 'trash')).toBe('other');
    expect(store.getCached('intent', 'trash')).toBeUndefined();
  },

  'should keep keys apart that only a naive join would confuse, and store any text as given': (open) => {
    const store = open();
    store.setCached('a', 'b\nc', 'first');
    store.setCached('a\nb', 'c', 'second');
    store.setCached('a:b', 'c', 'third');
    store.setCached('a', 'b:c', 'fourth');
    expect([store.getCached('a', 'b\nc'), store.getCached('a\nb', 'c'), store.getCached('a:b', 'c'), store.getCached('a', 'b:c')]).toEqual(['first', 'second', 'third', 'fourth']);
    store.setCached('filler', '', '');
    expect(store.getCached('filler', '')).toBe('');
    const text = '{"verb":"trovare","keywords":["città","日本"]}\u0000\n';
    store.setCached('intent', 'Dove è?', text);
    expect(store.getCached('intent', 'Dove è?')).toBe(text);
    expect(store.getCached('intent', 'dove è?')).toBeUndefined();
  },
};

/** Contract suite of core's `LlmCacheStore`: run it against every implementation. */
export function testLlmCacheStoreContract(name: string, makeImpl: ContractFactory<LlmCacheStore>): void {
  describeContract(`LlmCacheStore contract: ${name}`, llmCacheStoreScenarios, makeImpl);
}
