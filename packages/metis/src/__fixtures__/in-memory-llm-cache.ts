import type { LlmCacheStore } from '@metnos/core';

/** A real in-memory LlmCacheStore for tests, exposing its entries for assertions. */
export function createInMemoryLlmCache(): LlmCacheStore & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getCached: (namespace, key) => entries.get(`${namespace}\u0000${key}`),
    setCached: (namespace, key, value) => {
      entries.set(`${namespace}\u0000${key}`, value);
    },
  };
}
