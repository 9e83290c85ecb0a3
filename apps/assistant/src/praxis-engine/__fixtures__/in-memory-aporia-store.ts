import type { AporiaRecord, AporiaStore } from '@metnos/core';

/** A real in-memory AporiaStore for tests: one row per (category, query), counting repeats. */
export function createInMemoryAporiaStore(): AporiaStore {
  const rows = new Map<string, AporiaRecord>();
  return {
    recordAporia({ category, query, detail }) {
      const key = `${category}\u0000${query}`;
      const existing = rows.get(key);
      const record = existing === undefined
        ? { category, query, detail, count: 1, firstSeen: '2026-05-25', lastSeen: '2026-05-25' }
        : { ...existing, detail, count: existing.count + 1 };
      rows.set(key, record);
      return { ...record };
    },
    listAporiae: () => [...rows.values()],
  };
}
