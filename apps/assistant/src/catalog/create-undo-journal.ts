import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseJson } from '@metnos/core';

/** A reversible effect, written by the executor that caused it. */
export type UndoEffect =
  | { kind: 'move_file'; from: string; to: string }
  | { kind: 'move_message'; from: string; to: string }
  | { kind: 'create_reminder'; id: string; file: string };

/** The effects of one turn, in the order they happened. */
export interface UndoJournalEntry {
  turnId: string;
  effects: UndoEffect[];
  undone: boolean;
}

/** Persistent log of reversible effects per turn, read by undo_last_turn. */
export interface UndoJournal {
  /** Appends an effect to the turn's entry (creating it). Written to disk at once. */
  record(turnId: string, effect: UndoEffect): void;
  /** The latest turn with effects that was not undone yet, ignoring `excludeTurnId` (the undo turn itself). */
  lastUndoable(excludeTurnId?: string): UndoJournalEntry | undefined;
  /** Marks a turn as undone. */
  markUndone(turnId: string): void;
  /** Every entry, oldest first. */
  list(): UndoJournalEntry[];
}

/**
 * A JSON-file undo journal (atomic rename on every write). Keeps the last `maxTurns` turns with effects.
 */
export function createUndoJournal({ filename, maxTurns = 50 }: { filename: string; maxTurns?: number }): UndoJournal {
  const read = (): UndoJournalEntry[] => {
    if (!existsSync(filename)) return [];
    const parsed = parseJson(readFileSync(filename, 'utf8'));
    return parsed.success && Array.isArray(parsed.value) ? (parsed.value as UndoJournalEntry[]) : [];
  };
  const write = (entries: UndoJournalEntry[]) => {
    mkdirSync(dirname(filename), { recursive: true });
    const temporary = `${filename}.tmp`;
    writeFileSync(temporary, JSON.stringify(entries.slice(-maxTurns), null, 2));
    renameSync(temporary, filename);
  };
  return {
    record(turnId, effect) {
      const entries = read();
      let entry = entries.find((candidate) => candidate.turnId === turnId);
      if (entry === undefined) {
        entry = { turnId, effects: [], undone: false };
        entries.push(entry);
      }
      entry.effects.push(effect);
      write(entries);
    },
    lastUndoable(excludeTurnId) {
      return read()
        .reverse()
        .find((entry) => !entry.undone && entry.turnId !== excludeTurnId && entry.effects.length > 0);
    },
    markUndone(turnId) {
      const entries = read();
      for (const entry of entries) if (entry.turnId === turnId) entry.undone = true;
      write(entries);
    },
    list: read,
  };
}
