import type { AporiaRecord, AporiaStore } from '@metnos/core';

/**
 * A real, in-memory implementation of core's AporiaStore for tests: one row per (category, query), counting
 * repeats, keeping the latest detail. `now` is injected so timestamps are deterministic.
 */
export function createInMemoryAporiaStore({ now = () => '2026-05-25T00:00:00.000Z' }: { now?: () => string } = {}): AporiaStore {
  const rows = new Map<string, AporiaRecord>();
  return {
    recordAporia({ category, query, detail }) {
      const key = `${category}\u0000${query}`;
      const existing = rows.get(key);
      const timestamp = now();
      const record: AporiaRecord = existing === undefined
        ? { category, query, detail, count: 1, firstSeen: timestamp, lastSeen: timestamp }
        : { ...existing, detail, count: existing.count + 1, lastSeen: timestamp };
      rows.set(key, record);
      return { ...record };
    },
    listAporiae() {
      return [...rows.values()].map((record) => ({ ...record }));
    },
  };
}
