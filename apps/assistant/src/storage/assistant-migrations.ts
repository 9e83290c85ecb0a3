import type { Migration } from '@metnos/praxis-store';

/**
 * The schema of `assistant.sqlite`, the reference assistant's own data beside Praxis' memory: reminders, the undo
 * journal (one row per reversible effect, grouped by turn) and the plans waiting for the user's consent. Append
 * new steps; never edit a shipped one.
 */
export const assistantMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'reminders, undo journal, pending confirmations',
    sql: `
      CREATE TABLE reminders (
        id TEXT PRIMARY KEY,
        text TEXT NOT NULL,
        due TEXT NOT NULL,
        created_at TEXT NOT NULL,
        turn_id TEXT NOT NULL
      );
      CREATE TABLE undo_effects (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        turn_id TEXT NOT NULL,
        effect_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        undone_at TEXT
      );
      CREATE INDEX undo_effects_by_turn ON undo_effects (turn_id);
      CREATE TABLE pending_confirmations (
        token_hash TEXT PRIMARY KEY,
        turn_id TEXT NOT NULL,
        plan_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        used_at TEXT
      );
    `,
  },
];
