import type { Database } from 'better-sqlite3';
import type { Migration } from './migrations';
import { PraxisStoreError } from './praxis-store-error';

/**
 * Brings the database at `filename` to the last version of `migrations` (read from `PRAGMA user_version`).
 * Each pending migration runs in its own IMMEDIATE transaction with the version bump. A file whose version is
 * newer than any known migration is refused with `schema_too_new`, before anything is written.
 * Returns the version the file is at afterwards.
 */
export function applyMigrations(
  database: Database,
  { migrations, filename, owner = '@metnos/praxis-store' }: { migrations: readonly Migration[]; filename: string; owner?: string },
): number {
  const latest = migrations.reduce((max, migration) => Math.max(max, migration.version), 0);
  const current = database.pragma('user_version', { simple: true }) as number;
  if (current > latest) {
    throw new PraxisStoreError({
      code: 'schema_too_new',
      filename,
      message: `schema version ${current} is newer than the newest this version of ${owner} knows (${latest}); upgrade it or point it at another file`,
    });
  }
  for (const migration of [...migrations].sort((left, right) => left.version - right.version)) {
    if (migration.version <= current) continue;
    database
      .transaction(() => {
        // Another process may have migrated between our read and this lock.
        if ((database.pragma('user_version', { simple: true }) as number) >= migration.version) return;
        database.exec(migration.sql);
        database.pragma(`user_version = ${Math.trunc(migration.version)}`);
      })
      .immediate();
  }
  return Math.max(current, latest);
}
