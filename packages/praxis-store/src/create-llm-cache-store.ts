import type { LlmCacheStore } from '@metnos/core';
import type { StoreContext } from './store-context';

/** Key-value cache for LLM answers (argument and filler caches), partitioned by namespace; last write wins. */
export function createLlmCacheStore(context: StoreContext): LlmCacheStore {
  const { statement } = context;
  return {
    getCached(namespace, key) {
      return context.read(
        () => (statement('SELECT value FROM llm_cache WHERE namespace = ? AND key = ?').get(namespace, key) as { value: string } | undefined)?.value,
      );
    },
    setCached(namespace, key, value) {
      if (typeof value !== 'string') context.invalidInput('cached values must be strings');
      context.write(() => {
        statement(
          `INSERT INTO llm_cache (namespace, key, value, updated_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (namespace, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
        ).run(namespace, key, value, context.now());
      });
    },
  };
}
