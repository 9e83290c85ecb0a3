import { parseJson } from '@metnos/core/internal';
import type { SqliteDatabase } from '@metnos/praxis-store';
import type { UndoEffect, UndoJournal, UndoJournalEntry } from './undo-journal';

interface EffectRow {
  turn_id: string;
  effect_json: string;
  created_at: string;
  undone_at: string | null;
}

function toEntries(rows: readonly EffectRow[]): UndoJournalEntry[] {
  const entries = new Map<string, UndoJournalEntry>();
  for (const row of rows) {
    const parsed = parseJson(row.effect_json);
    if (!parsed.success) continue;
    const entry = entries.get(row.turn_id) ?? { turnId: row.turn_id, effects: [], at: row.created_at, undone: row.undone_at !== null };
    entry.effects.push(parsed.value as UndoEffect);
    entries.set(row.turn_id, entry);
  }
  return [...entries.values()];
}

/** The undo journal of an open `assistant.sqlite` (see `openAssistantDatabase`). */
export function createUndoJournal(database: SqliteDatabase): UndoJournal {
  const insert = database.prepare('INSERT INTO undo_effects (turn_id, effect_json, created_at) VALUES (?, ?, ?)');
  const lastTurn = database.prepare('SELECT turn_id FROM undo_effects WHERE turn_id != ? ORDER BY id DESC LIMIT 1');
  const byTurn = database.prepare('SELECT * FROM undo_effects WHERE turn_id = ? ORDER BY id');
  const all = database.prepare('SELECT * FROM undo_effects ORDER BY id');
  const undo = database.prepare('UPDATE undo_effects SET undone_at = ? WHERE turn_id = ? AND undone_at IS NULL');
  return {
    record(turnId, effect, at) {
      insert.run(turnId, JSON.stringify(effect), at.toISOString());
    },
    lastEffectfulTurn(excludeTurnId = '') {
      const last = lastTurn.get(excludeTurnId) as { turn_id: string } | undefined;
      if (last === undefined) return undefined;
      const entry = toEntries(byTurn.all(last.turn_id) as EffectRow[])[0];
      return entry === undefined || entry.undone ? undefined : entry;
    },
    markUndone(turnId, at) {
      undo.run(at.toISOString(), turnId);
    },
    list: () => toEntries(all.all() as EffectRow[]),
  };
}
