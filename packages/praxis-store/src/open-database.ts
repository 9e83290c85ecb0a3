import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { applyMigrations } from './apply-migrations';
import { migrations as praxisMigrations, type Migration } from './migrations';
import { toPraxisStoreError } from './to-praxis-store-error';

/** How `openDatabase` configures the connection. */
export interface OpenDatabaseOptions {
  /** Milliseconds a write waits for another connection's lock before failing with `locked` (default 5000). */
  busyTimeoutMs?: number;
  /** `full` syncs the WAL on every commit (survives power loss); `normal` survives process crashes only (default `full`). */
  synchronous?: 'full' | 'normal';
  /** The schema steps to apply (default the Praxis store's own). */
  migrations?: readonly Migration[];
  /** Who owns the schema, named in the error for a file from a newer version (default `@metnos/praxis-store`). */
  owner?: string;
}

/**
 * Opens (creating folder and file if needed) the SQLite database at `filename` with WAL, `busy_timeout`,
 * `foreign_keys` and the chosen `synchronous`, and migrates it to the current schema (`migrations`, each in its
 * own transaction). Every failure becomes a PraxisStoreError naming the file: `corrupt` for a file that is not a
 * database, `locked` when another connection holds the lock past the timeout, `schema_too_new` for a file from a
 * newer version. Applications use it for their own tables with their own `migrations`.
 */
export function openDatabase(
  filename: string,
  { busyTimeoutMs = 5000, synchronous = 'full', migrations = praxisMigrations, owner = '@metnos/praxis-store' }: OpenDatabaseOptions = {},
): Database.Database {
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
    applyMigrations(database, { migrations, filename, owner });
    return database;
  } catch (error) {
    database?.close();
    throw toPraxisStoreError(error, filename);
  }
}
