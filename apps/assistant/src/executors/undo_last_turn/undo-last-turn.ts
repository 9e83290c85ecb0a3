import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { createReminderBook } from '../../catalog/create-reminder-book';
import { movePath } from '../../catalog/move-path';
import type { ExecutorFactory } from '../../catalog/executor-environment';

const tool = 'undo_last_turn';

/**
 * undo_last_turn: replays the undo journal of the latest turn with reversible effects, newest effect first.
 * A move is undone only when its original place is free, so undo never overwrites anything. With nothing to
 * undo it answers `undone: false` (not an error: "there is nothing to undo" is a complete answer).
 */
export const createUndoLastTurn: ExecutorFactory = (environment) => async (_args, context) => {
  const entry = environment.undoJournal.lastUndoable(context.turnId);
  if (entry === undefined) return { undone: false, undone_count: 0, entries: [], description: '' };
  const undone = [];
  for (const effect of [...entry.effects].reverse()) {
    if (effect.kind === 'create_reminder') {
      createReminderBook({ filename: effect.file }).remove(effect.id);
      undone.push({ kind: effect.kind, id: effect.id });
      continue;
    }
    if (!existsSync(effect.to)) throw new ExecutorError({ tool, failureKind: 'not_found', code: 'moved_item_missing', message: `${effect.to} is no longer there`, details: { path: effect.to } });
    if (existsSync(effect.from)) throw new ExecutorError({ tool, failureKind: 'blocked', code: 'original_place_taken', message: `${effect.from} exists again; not overwriting it`, details: { path: effect.from } });
    await mkdir(dirname(effect.from), { recursive: true });
    await movePath(effect.to, effect.from);
    undone.push({ kind: effect.kind, from: effect.to, to: effect.from, path: effect.from });
  }
  environment.undoJournal.markUndone(entry.turnId);
  return { undone: true, undone_count: undone.length, description: describeUndone(undone.map((item) => item.kind)), entries: undone, turn_id: entry.turnId };
};

function describeUndone(kinds: string[]): string {
  const count = (kind: string) => kinds.filter((candidate) => candidate === kind).length;
  const parts = [
    count('move_file') > 0 ? `${count('move_file')} file(s) moved back` : '',
    count('move_message') > 0 ? `${count('move_message')} message(s) moved back` : '',
    count('create_reminder') > 0 ? `${count('create_reminder')} reminder(s) removed` : '',
  ];
  return parts.filter((part) => part !== '').join(', ');
}
