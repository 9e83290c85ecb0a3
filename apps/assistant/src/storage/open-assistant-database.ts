import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { parseJson } from '@metnos/core/internal';
import { openDatabase, PraxisStoreError, type SqliteDatabase } from '@metnos/praxis-store';
import { assistantMigrations } from './assistant-migrations';
import { openCheckedStore, type IntegrityCheckPolicy } from './open-checked-store';
import { sqliteQuickCheck } from './sqlite-quick-check';

/** The assistant's own database in `dataDir`: `<dataDir>/assistant.sqlite`. */
export function assistantDatabaseFile(dataDir: string): string {
  return join(dataDir, 'assistant.sqlite');
}

/**
 * Opens `<dataDir>/assistant.sqlite` (WAL, migrations; a locked or too-new file is a `PraxisStoreError` naming it;
 * an empty, unreadable or damaged one, found by `PRAGMA quick_check` at open, is `damagedStoreError` naming the file
 * and the fix, see `openCheckedStore`) and imports once what older versions kept in JSON files (`reminders.json`, `undo-journal.json`),
 * renaming each to `*.imported` in the same transaction's wake. A JSON file that cannot be read is an error naming
 * it — never treated as empty, so nothing is erased by the next write.
 */
export function openAssistantDatabase(dataDir: string, { integrityCheck = 'every-open' }: { integrityCheck?: IntegrityCheckPolicy } = {}): SqliteDatabase {
  const filename = assistantDatabaseFile(dataDir);
  const database = openCheckedStore(filename, {
    open: () => openDatabase(filename, { migrations: assistantMigrations, owner: 'the Metnos assistant' }),
    check: sqliteQuickCheck,
    policy: integrityCheck,
  });
  try {
    importLegacyJson(database, dataDir);
  } catch (error) {
    database.close();
    throw error;
  }
  return database;
}

function readLegacy(file: string): unknown[] | undefined {
  if (!existsSync(file)) return undefined;
  const parsed = parseJson(readFileSync(file, 'utf8'));
  if (!parsed.success || !Array.isArray(parsed.value)) {
    throw new PraxisStoreError({
      code: 'corrupt',
      filename: file,
      message: `cannot import it: ${parsed.success ? 'expected a JSON array' : parsed.error.message}; fix the file or move it away (nothing was changed)`,
    });
  }
  return parsed.value;
}

function importLegacyJson(database: SqliteDatabase, dataDir: string): void {
  const remindersFile = join(dataDir, 'reminders.json');
  const journalFile = join(dataDir, 'undo-journal.json');
  const reminders = readLegacy(remindersFile);
  const journal = readLegacy(journalFile);
  if (reminders === undefined && journal === undefined) return;
  database.transaction(() => {
    const insertReminder = database.prepare('INSERT OR IGNORE INTO reminders (id, text, due, created_at, turn_id) VALUES (?, ?, ?, ?, ?)');
    for (const item of reminders ?? []) {
      const reminder = item as Record<string, unknown>;
      insertReminder.run(String(reminder['id']), String(reminder['text'] ?? ''), String(reminder['when'] ?? ''), String(reminder['createdAt'] ?? ''), String(reminder['turnId'] ?? ''));
    }
    const insertEffect = database.prepare('INSERT INTO undo_effects (turn_id, effect_json, created_at, undone_at) VALUES (?, ?, ?, ?)');
    for (const item of journal ?? []) {
      const entry = item as { turnId?: unknown; effects?: unknown; undone?: unknown };
      if (!Array.isArray(entry.effects)) continue;
      for (const effect of entry.effects) insertEffect.run(String(entry.turnId), JSON.stringify(effect), '1970-01-01T00:00:00.000Z', entry.undone === true ? '1970-01-01T00:00:00.000Z' : null);
    }
  })();
  if (reminders !== undefined) renameSync(remindersFile, `${remindersFile}.imported`);
  if (journal !== undefined) renameSync(journalFile, `${journalFile}.imported`);
}
