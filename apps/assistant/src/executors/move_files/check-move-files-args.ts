import type { ExecutorError } from '@metnos/core';
import { collectEntryPaths } from '../../executor-support/collect-entry-paths';
import { executorErrorOf } from '../../executor-support/executor-error-of';
import { missingDestination } from '../../executor-support/missing-destination';

const tool = 'move_files';

/**
 * move_files' argument check, pure (Nous runs it before asking the user's consent, and invoke runs it again): a
 * destination that is not blank (`missing_destination`) and at least one path, written or handed over by an
 * earlier step (`missing_paths`). Whether those paths are allowed needs the disk: Vaglio and invoke check that.
 */
export function checkMoveFilesArgs(args: Record<string, unknown>): ExecutorError | undefined {
  return missingDestination(args, { tool }) ?? executorErrorOf(() => collectEntryPaths(args, { tool }));
}
