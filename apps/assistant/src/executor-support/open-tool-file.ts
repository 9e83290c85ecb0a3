import type { FileHandle } from 'node:fs/promises';
import { ExecutorError } from '@metnos/core';
import type { ExecutorEnvironment } from './executor-environment';
import { openAllowedFile } from './open-allowed-file';

/**
 * Opens a file a tool reads for the user (`read_files`' entries, `send_messages`' attachments) through
 * `openAllowedFile`, with the environment's roots, denylist and hard-link setting. A refusal stays the
 * `ExecutorError` it is; a file that cannot be opened becomes `file_not_found` ("cannot <action> <path>"), naming the
 * path, the argument it came from (when given) and the system's error code.
 */
export async function openToolFile(
  path: string,
  environment: Pick<ExecutorEnvironment, 'roots' | 'pathDenylist' | 'allowHardLinks'>,
  { tool, action, argument }: { tool: string; action: string; argument?: string },
): Promise<{ handle: FileHandle; realPath: string }> {
  try {
    return await openAllowedFile(path, { roots: environment.roots, denylist: environment.pathDenylist, allowHardLinks: environment.allowHardLinks, tool });
  } catch (error) {
    if (ExecutorError.isInstance(error)) throw error;
    const causeCode = (error as NodeJS.ErrnoException).code;
    const details = { path, ...(argument === undefined ? {} : { arguments: [argument] }), ...(causeCode === undefined ? {} : { causeCode }) };
    throw new ExecutorError({ tool, failureKind: 'not_found', code: 'file_not_found', message: `cannot ${action} ${path}`, details, cause: error });
  }
}
