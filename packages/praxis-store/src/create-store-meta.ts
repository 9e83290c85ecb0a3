import type { StoreContext } from './store-context';

/** The store's own key/value facts (`store_meta`, migration 6). */
export interface StoreMeta {
  /** The value kept under `key`, or undefined. One indexed read. */
  readMeta(key: string): string | undefined;
  /** Keeps `value` under `key` (last write wins). */
  writeMeta(key: string, value: string): void;
}

/** The `store_meta` half of the SQLite Praxis store. */
export function createStoreMeta(context: StoreContext): StoreMeta {
  const { statement } = context;
  const checkKey = (key: unknown) => {
    if (typeof key !== 'string' || key.length === 0) context.invalidInput('a meta key must be a non-empty string');
  };
  return {
    readMeta(key) {
      checkKey(key);
      return context.read(() => (statement('SELECT value FROM store_meta WHERE key = ?').pluck().get(key) as string | undefined) ?? undefined);
    },
    writeMeta(key, value) {
      checkKey(key);
      if (typeof value !== 'string') context.invalidInput(`the meta value of ${key} must be a string`);
      context.write(() => {
        statement(
          `INSERT INTO store_meta (key, value, updated_at) VALUES (?, ?, ?)
           ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
        ).run(key, value, context.now());
      });
    },
  };
}
