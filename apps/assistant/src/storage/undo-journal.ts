/** One reversible effect of a turn. */
export type UndoEffect =
  | { kind: 'move_file'; from: string; to: string }
  | { kind: 'move_message'; from: string; to: string }
  | { kind: 'create_reminder'; id: string; text?: string };

/** The reversible effects of one turn, with when the first happened. */
export interface UndoJournalEntry {
  turnId: string;
  effects: UndoEffect[];
  /** ISO time of the turn's first effect. */
  at: string;
  undone: boolean;
}

/** What `undo_last_turn` can undo, kept in `assistant.sqlite`. */
export interface UndoJournal {
  /** Journals a reversible effect of `turnId` that happened at `at`. */
  record(turnId: string, effect: UndoEffect, at: Date): void;
  /**
   * The LAST turn that had reversible effects (other than `excludeTurnId`), when it has not been undone yet:
   * undo never reaches past it to an older turn.
   */
  lastEffectfulTurn(excludeTurnId?: string): UndoJournalEntry | undefined;
  markUndone(turnId: string, at: Date): void;
  list(): UndoJournalEntry[];
}
