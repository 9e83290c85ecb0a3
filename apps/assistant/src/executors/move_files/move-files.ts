import { mkdir, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { collectEntryPaths } from '../../catalog/collect-entry-paths';
import { freeDestination } from '../../catalog/free-destination';
import { movePath } from '../../catalog/move-path';
import { resolveAllowedPath } from '../../catalog/resolve-allowed-path';
import type { ExecutorFactory } from '../../catalog/executor-environment';

/** move_files: moves files into an allowed folder, journaling every move so undo_last_turn can reverse it. */
export const createMoveFiles: ExecutorFactory = (environment) => async (args, context) => {
  const tool = 'move_files';
  if (typeof args.destination !== 'string' || args.destination === '') {
    throw new ExecutorError({ tool, failureKind: 'invalid_args', code: 'missing_destination', message: 'destination is required', details: { arguments: ['destination'] } });
  }
  const destination = resolveAllowedPath(args.destination, { roots: environment.roots, tool });
  const sources = collectEntryPaths(args, { tool }).map((path) => resolveAllowedPath(path, { roots: environment.roots, tool }));
  for (const source of sources) {
    if (!(await stat(source).catch(() => undefined))) {
      throw new ExecutorError({ tool, failureKind: 'not_found', code: 'file_not_found', message: `${source} does not exist`, details: { path: source } });
    }
  }
  await mkdir(destination, { recursive: true });
  const entries = [];
  for (const source of sources) {
    context.signal.throwIfAborted();
    const target = freeDestination(destination, basename(source));
    await movePath(source, target);
    environment.undoJournal.record(context.turnId, { kind: 'move_file', from: source, to: target }, context.now);
    entries.push({ from: source, to: target, path: target });
  }
  return { entries, ok_count: entries.length, destination };
};
