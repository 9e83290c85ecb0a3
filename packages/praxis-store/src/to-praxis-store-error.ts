import { PraxisStoreError, type PraxisStoreErrorCode } from './praxis-store-error';

const codeBySqlitePrefix: ReadonlyArray<readonly [string, PraxisStoreErrorCode, string]> = [
  ['SQLITE_BUSY', 'locked', 'the database is locked by another connection (busy_timeout elapsed)'],
  ['SQLITE_LOCKED', 'locked', 'the database is locked by another connection'],
  ['SQLITE_CORRUPT', 'corrupt', 'the database file is corrupted'],
  ['SQLITE_NOTADB', 'corrupt', 'the file is not a SQLite database (corrupted or foreign file)'],
  ['SQLITE_CANTOPEN', 'cannot_open', 'the database file cannot be opened'],
  ['SQLITE_READONLY', 'readonly', 'the database file is read-only'],
  ['SQLITE_FULL', 'disk_full', 'the disk is full'],
  ['SQLITE_IOERR', 'io', 'an I/O error occurred'],
  ['SQLITE_CONSTRAINT', 'conflict', 'a constraint was violated'],
];

/**
 * Maps anything thrown while talking to SQLite to a `PraxisStoreError` naming `filename`. Errors that already
 * are `PraxisStoreError`s pass through unchanged; SQLite result codes decide the `code` (see the table above).
 */
export function toPraxisStoreError(error: unknown, filename: string): PraxisStoreError {
  if (PraxisStoreError.isInstance(error)) return error;
  const sqliteCode =
    error != null && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
      ? error.code
      : undefined;
  const detail = error instanceof Error ? error.message : String(error);
  if (sqliteCode !== undefined) {
    for (const [prefix, code, summary] of codeBySqlitePrefix) {
      if (sqliteCode.startsWith(prefix)) {
        return new PraxisStoreError({ code, filename, sqliteCode, message: `${summary} (${sqliteCode}: ${detail})`, cause: error });
      }
    }
  }
  return new PraxisStoreError({
    code: 'sqlite',
    filename,
    sqliteCode,
    message: `SQLite error${sqliteCode === undefined ? '' : ` ${sqliteCode}`}: ${detail}`,
    cause: error,
  });
}
