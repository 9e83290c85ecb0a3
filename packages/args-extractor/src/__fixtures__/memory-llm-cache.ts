import type { LlmCacheStore } from '@metnos/core';

/** An in-memory LlmCacheStore for tests (praxis-store implements the real one on SQLite). */
export class MemoryLlmCache implements LlmCacheStore {
  readonly entries = new Map<string, string>();

  getCached(namespace: string, key: string): string | undefined {
    return this.entries.get(`${namespace}\u0000${key}`);
  }

  setCached(namespace: string, key: string, value: string): void {
    this.entries.set(`${namespace}\u0000${key}`, value);
  }
}
