import { ExecutorError } from '@metnos/core';
import { executorErrorOf } from '../../executor-support/executor-error-of';
import { maildirFolderPath } from '../../executor-support/maildir-folder-path';
import { missingDestination } from '../../executor-support/missing-destination';
import { messageSources } from './message-sources';

const tool = 'move_messages';

/**
 * move_messages' argument check, pure (Nous runs it before asking the user's consent, and invoke runs it again): a
 * destination that is not blank (`missing_destination`) and is a mail folder name, as is the source `folder` of
 * `ids` (`invalid_folder`), and some message to move: an entry with a path or an id (`no_messages`). Whether those
 * messages exist and are allowed needs the disk: invoke checks that.
 */
export function checkMoveMessagesArgs(args: Record<string, unknown>): ExecutorError | undefined {
  const missing = missingDestination(args, { tool });
  if (missing !== undefined) return missing;
  const folderError = executorErrorOf(() => {
    maildirFolderPath('', args.destination as string, { tool });
    if (Array.isArray(args.ids) && args.ids.length > 0 && typeof args.folder === 'string') maildirFolderPath('', args.folder, { tool });
  });
  if (folderError !== undefined) return folderError;
  const { paths, ids } = messageSources(args);
  if (paths.length === 0 && ids.length === 0) return new ExecutorError({ tool, failureKind: 'empty_result', code: 'no_messages', message: 'no messages to move', details: { arguments: ['entries'] } });
  return undefined;
}
