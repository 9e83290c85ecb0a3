import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { applyMigrations } from './apply-migrations';
import { migrations } from './migrations';
import { toPraxisStoreError } from './to-praxis-store-error';

/** How `openDatabase` configures the connection. */
export interface OpenDatabaseOptions {
  /** Milliseconds a write waits for another connection's lock before failing with `locked`. */
  busyTimeoutMs: number;
  /** `full` syncs the WAL on every commit (survives power loss); `normal` survives process crashes only. */
  synchronous: 'full' | 'normal';
}

/**
 * Opens (creating folder and file if needed) the SQLite database at `filename` with WAL, `busy_timeout`,
 * `foreign_keys` and the chosen `synchronous`, and migrates it to the current schema. Every failure becomes a
 * PraxisStoreError naming the file: `corrupt` for a file that is not a database, `locked` when another
 * connection holds the lock past the timeout, `schema_too_new` for a file from a newer version.
 */
export function openDatabase(filename: string, { busyTimeoutMs, synchronous }: OpenDatabaseOptions): Database.Database {
  const inMemory = filename === ':memory:' || filename === '';
  let database: Database.Database | undefined;
  try {
    if (!inMemory) mkdirSync(dirname(filename), { recursive: true });
    database = new Database(filename, { timeout: busyTimeoutMs });
    database.pragma(`busy_timeout = ${Math.max(0, Math.trunc(busyTimeoutMs))}`);
    // Reading the header here turns a foreign or garbage file into SQLITE_NOTADB before anything else.
    database.pragma('schema_version', { simple: true });
    if (!inMemory) database.pragma('journal_mode = WAL');
    database.pragma(`synchronous = ${synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
    database.pragma('foreign_keys = ON');
    applyMigrations(database, { migrations, filename });
    return database;
  } catch (error) {
    database?.close();
    throw toPraxisStoreError(error, filename);
  }
}
