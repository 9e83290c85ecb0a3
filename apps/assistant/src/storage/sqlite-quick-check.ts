import { PraxisStoreError, type SqliteDatabase } from '@metnos/praxis-store';

/**
 * The problems `PRAGMA quick_check` finds in an open database (empty when it answers `ok`); a check that SQLite
 * aborts on a malformed page (`SQLITE_CORRUPT`) is one problem, not a failure.
 */
export function sqliteQuickCheck(database: SqliteDatabase): string[] {
  try {
    const rows = database.pragma('quick_check') as Array<Record<string, unknown>>;
    return rows.map((row) => String(Object.values(row)[0] ?? '')).filter((line) => line !== 'ok');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('SQLITE_CORRUPT') || code.startsWith('SQLITE_NOTADB'))) return [`${code}: ${(error as Error).message}`];
    if (PraxisStoreError.isInstance(error) && error.code === 'corrupt') return [error.message];
    throw error;
  }
}
