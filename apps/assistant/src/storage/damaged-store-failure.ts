import { ExecutorError } from '@metnos/core';
import { PraxisStoreError } from '@metnos/praxis-store';
import { damagedStoreError } from './damaged-store-error';

/** The SQLite result codes of a file that is not (or no longer) a readable database. */
const damagedCodes = /^SQLITE_(?:CORRUPT|NOTADB)/;

/**
 * What an executor reports when the store under it turns out damaged while it runs (`SQLITE_CORRUPT`,
 * `SQLITE_NOTADB`, raw from better-sqlite3 or as a `PraxisStoreError` `corrupt`): `ExecutorError`
 * `user_action_required`, code `store_damaged`, naming `filename` and the fix (see `damagedStoreError`), so the turn
 * says so instead of logging a gap in the tools. Undefined for any other error.
 */
export function damagedStoreFailure(error: unknown, { tool, filename }: { tool: string; filename: string }): ExecutorError | undefined {
  const sqliteCode = PraxisStoreError.isInstance(error) ? (error.code === 'corrupt' ? (error.sqliteCode ?? 'SQLITE_CORRUPT') : undefined) : (error as { code?: unknown } | null)?.code;
  if (typeof sqliteCode !== 'string' || !damagedCodes.test(sqliteCode)) return undefined;
  const damaged = damagedStoreError(filename, `the database is damaged (${sqliteCode})`, error);
  return new ExecutorError({ tool, failureKind: 'user_action_required', code: 'store_damaged', message: damaged.message, details: { path: filename, data: { sqliteCode } }, cause: error });
}
