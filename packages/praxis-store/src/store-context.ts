import type { Database, Statement } from 'better-sqlite3';
import { PraxisStoreError } from './praxis-store-error';
import { toPraxisStoreError } from './to-praxis-store-error';

/**
 * What every table module of the store shares: the connection, a prepared-statement cache, transactions,
 * error mapping, the clock and the embedder-dimension registry. Internal to @metnos/praxis-store.
 */
export interface StoreContext {
  readonly filename: string;
  /** The prepared statement for `sql`, compiled once per connection. */
  statement(sql: string): Statement;
  /** Runs `work` and maps anything SQLite throws to a PraxisStoreError; refuses a closed store. */
  read<T>(work: () => T): T;
  /** Runs `work` inside one IMMEDIATE transaction (nested calls become savepoints), with `read`'s mapping. */
  write<T>(work: () => T): T;
  /** The clock, as an ISO-8601 string. */
  now(): string;
  /**
   * Registers `embedderId` with the length of `vector` on first use and rejects a vector of another length
   * later (`dimension_mismatch`), or an empty / non-finite vector (`invalid_input`). Call inside `write`.
   */
  checkVector(embedderId: string, vector: Float32Array): void;
  /**
   * Returns the value `compute` produced for `key` as long as the database has not changed since: any write
   * through this store or a commit by another connection (`PRAGMA data_version`) invalidates every entry.
   */
  cached<T>(key: string, compute: () => T): T;
  /** Throws an `invalid_input` PraxisStoreError naming this store's file. */
  invalidInput(message: string): never;
  close(): void;
}

/** Builds the StoreContext of an open connection. */
export function createStoreContext(
  database: Database,
  { filename, clock }: { filename: string; clock: () => Date },
): StoreContext {
  const statements = new Map<string, Statement>();
  const dimensions = new Map<string, number>();
  const runInTransaction = database.transaction((work: () => unknown) => work());
  const cache = new Map<string, unknown>();
  let localWrites = 0;
  let cachedAt = '';

  const invalidInput = (message: string): never => {
    throw new PraxisStoreError({ code: 'invalid_input', filename, message });
  };

  const statement = (sql: string): Statement => {
    let prepared = statements.get(sql);
    if (prepared === undefined) {
      prepared = database.prepare(sql);
      statements.set(sql, prepared);
    }
    return prepared;
  };

  const read = <T>(work: () => T): T => {
    if (!database.open) {
      throw new PraxisStoreError({ code: 'closed', filename, message: 'the Praxis store is closed' });
    }
    try {
      return work();
    } catch (error) {
      throw toPraxisStoreError(error, filename);
    }
  };

  return {
    filename,
    statement,
    read,
    write: <T>(work: () => T): T =>
      read(() => {
        try {
          return runInTransaction.immediate(work) as T;
        } catch (error) {
          // A rolled-back transaction may have registered an embedder that is not in the file after all.
          dimensions.clear();
          throw error;
        } finally {
          localWrites += 1;
        }
      }),
    cached: <T>(key: string, compute: () => T): T =>
      read(() => {
        // data_version changes only for commits of OTHER connections; our own writes bump localWrites.
        const version = `${localWrites}:${String(statement('PRAGMA data_version').pluck().get())}`;
        if (version !== cachedAt) {
          cache.clear();
          cachedAt = version;
        }
        if (!cache.has(key)) cache.set(key, compute());
        return cache.get(key) as T;
      }),
    now: () => clock().toISOString(),
    invalidInput,
    checkVector(embedderId, vector) {
      if (typeof embedderId !== 'string' || embedderId.length === 0) invalidInput('embedderId must be a non-empty string');
      if (!(vector instanceof Float32Array) || vector.length === 0) {
        invalidInput(`the vector of embedder ${embedderId} must be a non-empty Float32Array`);
      }
      for (const component of vector) {
        if (!Number.isFinite(component)) invalidInput(`the vector of embedder ${embedderId} holds a non-finite number`);
      }
      let dimension = dimensions.get(embedderId);
      if (dimension === undefined) {
        const row = statement('SELECT dimension FROM embedders WHERE embedder_id = ?').get(embedderId) as
          | { dimension: number }
          | undefined;
        dimension = row?.dimension;
        if (dimension === undefined) {
          statement('INSERT INTO embedders (embedder_id, dimension) VALUES (?, ?)').run(embedderId, vector.length);
          dimension = vector.length;
        }
        dimensions.set(embedderId, dimension);
      }
      if (vector.length !== dimension) {
        throw new PraxisStoreError({
          code: 'dimension_mismatch',
          filename,
          message: `embedder ${embedderId} stores ${dimension}-dimensional vectors; got one of length ${vector.length}`,
        });
      }
    },
    close() {
      if (database.open) database.close();
    },
  };
}
