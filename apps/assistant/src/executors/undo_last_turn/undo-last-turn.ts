import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { createScopePolicy, type AllowedPathScope } from '../../executor-support/create-scope-policy';
import { movePath } from '../../executor-support/move-path';
import { pathNotAllowedError } from '../../executor-support/path-not-allowed-error';
import type { ExecutorFactory } from '../../executor-support/executor-environment';
import type { UndoEffect } from '../../storage/undo-journal';
import { renderToolReply } from '../../replies/render-tool-reply';

const tool = 'undo_last_turn';

/**
 * undo_last_turn: reverts the LAST turn that changed something (never an older one), newest effect first, and says
 * what it undid and when that turn was. A move is undone only when its original place is free, so undo never
 * overwrites anything, and only when both places still pass the path policy on real paths (`checkPlaces`). With nothing to undo it answers `undone: false` ("there is nothing to undo" is a complete
 * answer). The description and `files` name the files put back. Whether an old turn may be undone without asking is Vaglio's call (`undoConsentRule`).
 */
export const createUndoLastTurn: ExecutorFactory = (environment) => async (_args, context) => {
  const entry = environment.undoJournal.lastEffectfulTurn(context.turnId);
  if (entry === undefined) return { undone: false, undone_count: 0, entries: [], files: [], description: '' };
  const undone: Array<{ kind: UndoEffect['kind']; path?: string; from?: string; to?: string; id?: string; text?: string }> = [];
  for (const effect of [...entry.effects].reverse()) {
    if (effect.kind === 'create_reminder') {
      environment.reminders.remove(effect.id);
      undone.push({ kind: effect.kind, id: effect.id, ...(effect.text === undefined ? {} : { text: effect.text }) });
      continue;
    }
    checkPlaces(effect, effect.kind === 'move_message' ? { roots: [environment.maildir], tool } : { roots: environment.roots, denylist: environment.pathDenylist, tool });
    if (!existsSync(effect.to)) throw new ExecutorError({ tool, failureKind: 'not_found', code: 'moved_item_missing', message: `${effect.to} is no longer there`, details: { path: effect.to } });
    if (existsSync(effect.from)) throw new ExecutorError({ tool, failureKind: 'blocked', code: 'original_place_taken', message: `${effect.from} exists again; not overwriting it`, details: { path: effect.from } });
    await mkdir(dirname(effect.from), { recursive: true });
    await movePath(effect.to, effect.from);
    undone.push({ kind: effect.kind, from: effect.to, to: effect.from, path: effect.from });
  }
  environment.undoJournal.markUndone(entry.turnId, context.now);
  // The names of the files put back, so the reply says which (not only how many).
  const files = undone.filter((item) => item.kind === 'move_file' && item.path !== undefined).map((item) => basename(item.path as string));
  const result = { undone: true, undone_count: undone.length, entries: undone, files, turn_id: entry.turnId, turn_at: entry.at };
  // The sentence the reply gives: what went back where, and which turn it was.
  const description = renderToolReply(tool, { args: {}, output: result }, { language: context.language, now: context.now });
  return { ...result, description };
};

/**
 * A move is undone only between the places it was journaled at, judged again now on real paths (as move_files
 * judges them): each place's folder must still really be that folder (not a link put there since) inside the
 * allowed folders, and neither place may be denied. Otherwise the file could go back through a link to a folder
 * metnos must not write into.
 */
function checkPlaces(effect: { from: string; to: string }, scope: AllowedPathScope): void {
  const policy = createScopePolicy(scope);
  for (const path of [effect.from, effect.to]) {
    const folder = policy.judge(dirname(path));
    const reason = !folder.allowed ? folder.reason : folder.realPath !== dirname(path) ? 'symlink_escape' : policy.refusalOfReal(path);
    if (reason !== undefined) throw pathNotAllowedError({ tool, path, ...(folder.realPath === undefined ? {} : { realPath: join(folder.realPath, basename(path)) }), reason, roots: policy.roots });
  }
}
