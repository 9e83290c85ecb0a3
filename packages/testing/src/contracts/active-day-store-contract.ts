import type { ActiveDayStore } from '@metnos/core';
import { expect } from 'vitest';
import { describeContract, type ContractFactory, type ContractScenarios } from './contract-suite';

/** The scenarios of core's `ActiveDayStore` (run by {@link testActiveDayStoreContract}). */
export const activeDayStoreScenarios: ContractScenarios<ActiveDayStore> = {
  'should rank only new active days, idempotently': (open) => {
    const store = open();
    expect(store.currentDayRank()).toBe(0);
    expect(store.markActiveDay('2026-05-01')).toBe(1);
    expect(store.markActiveDay('2026-05-01')).toBe(1);
    expect(store.markActiveDay('2026-07-15')).toBe(2);
    expect(store.markActiveDay('2026-05-01')).toBe(1);
    expect(store.currentDayRank()).toBe(2);
  },

  'should reject something that is not a calendar day, ranking nothing': (open) => {
    const store = open();
    expect(() => store.markActiveDay('2026-02-30')).toThrow(/YYYY-MM-DD/);
    expect(() => store.markActiveDay('yesterday')).toThrow(/YYYY-MM-DD/);
    expect(() => store.markActiveDay('2026-5-1')).toThrow(/YYYY-MM-DD/);
    expect(store.currentDayRank()).toBe(0);
  },
};

/** Contract suite of core's `ActiveDayStore`: run it against every implementation. */
export function testActiveDayStoreContract(name: string, makeImpl: ContractFactory<ActiveDayStore>): void {
  describeContract(`ActiveDayStore contract: ${name}`, activeDayStoreScenarios, makeImpl);
}
