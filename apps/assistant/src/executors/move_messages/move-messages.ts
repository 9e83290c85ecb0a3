import { mkdir, readdir, realpath } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { maildirFolderPath } from '../../catalog/maildir-folder-path';
import { movePath } from '../../catalog/move-path';
import { resolveAllowedPath } from '../../catalog/resolve-allowed-path';
import type { ExecutorFactory } from '../../catalog/executor-environment';
import { checkMoveMessagesArgs } from './check-move-messages-args';
import { messageSources } from './message-sources';

const tool = 'move_messages';

/**
 * move_messages: renames message files into `<destination>/cur/` (Maildir delivery is a rename, so flags and
 * content are kept), journaling each move (on real paths) for undo_last_turn. Its arguments are checked first by
 * {@link checkMoveMessagesArgs} (which Nous also runs before asking consent).
 */
export const createMoveMessages: ExecutorFactory = (environment) => async (args, context) => {
  const invalid = checkMoveMessagesArgs(args);
  if (invalid !== undefined) throw invalid;
  const destination = maildirFolderPath(environment.maildir, args.destination as string, { tool });
  const named = messageSources(args);
  const sources = named.paths.map((path) => resolveAllowedPath(path, { roots: [environment.maildir], tool }));
  if (named.ids.length > 0) {
    const folder = maildirFolderPath(environment.maildir, typeof args.folder === 'string' ? args.folder : undefined, { tool });
    for (const id of named.ids) {
      const found = await findMessageFile(folder, id);
      if (found === undefined) throw new ExecutorError({ tool, failureKind: 'not_found', code: 'message_not_found', message: `no message ${id} in ${args.folder ?? 'INBOX'}`, details: { data: { id } } });
      sources.push(found);
    }
  }
  for (const subfolder of ['cur', 'new', 'tmp']) await mkdir(join(destination, subfolder), { recursive: true });
  const entries = [];
  for (const source of [...new Set(sources)]) {
    context.signal.throwIfAborted();
    const name = basename(source);
    const target = join(destination, 'cur', name.includes(':2,') ? name : `${name}:2,`);
    await movePath(source, target);
    // Journaled on real paths, the way undo judges them (a maildir reached through a link is still undoable).
    const journaled = { from: join(await realpath(dirname(source)), basename(source)), to: await realpath(target) };
    environment.undoJournal.record(context.turnId, { kind: 'move_message', ...journaled }, context.now);
    entries.push({ id: name.split(':')[0], from: source, to: target, path: target });
  }
  return { entries, ok_count: entries.length, destination: args.destination };
};

async function findMessageFile(folder: string, id: string): Promise<string | undefined> {
  for (const subfolder of ['cur', 'new']) {
    const names = await readdir(join(folder, subfolder)).catch(() => [] as string[]);
    const match = names.find((name) => name === id || name.split(':')[0] === id);
    if (match !== undefined) return join(folder, subfolder, match);
  }
  return undefined;
}
