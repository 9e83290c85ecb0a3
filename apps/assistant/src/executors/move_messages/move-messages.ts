import { mkdir, realpath } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { realPathOf, type PathPolicy } from '@metnos/nous';
import { createScopePolicy, type AllowedPathScope } from '../../executor-support/create-scope-policy';
import { maildirFolderPath } from '../../executor-support/maildir-folder-path';
import { maildirScope } from '../../executor-support/maildir-scope';
import { movePath } from '../../executor-support/move-path';
import { pathNotAllowedError } from '../../executor-support/path-not-allowed-error';
import { readAllowedFolder } from '../../executor-support/read-allowed-folder';
import { resolveAllowedPath } from '../../executor-support/resolve-allowed-path';
import type { ExecutorFactory } from '../../executor-support/executor-environment';
import { checkMoveMessagesArgs } from './check-move-messages-args';
import { messageSources } from './message-sources';

const tool = 'move_messages';

/**
 * move_messages: renames message files into `<destination>/cur/` (Maildir delivery is a rename, so flags and
 * content are kept), journaling each move (on real paths) for undo_last_turn. On real paths (`maildirScope`): the
 * destination and the source folder of `ids` must really be inside the Maildir (not links leading elsewhere), source
 * folders are listed through `readAllowedFolder`, and each message, and what it links to, must be inside and not
 * denied; the checks run for every message before anything moves. Its arguments are checked first by
 * {@link checkMoveMessagesArgs} (which Nous also runs before asking consent).
 */
export const createMoveMessages: ExecutorFactory = (environment) => async (args, context) => {
  const invalid = checkMoveMessagesArgs(args);
  if (invalid !== undefined) throw invalid;
  const scope = maildirScope(environment, tool);
  const policy = createScopePolicy(scope);
  const destination = resolveAllowedPath(maildirFolderPath(environment.maildir, args.destination as string, { tool }), scope, policy);
  const named = messageSources(args);
  const sources = named.paths.map((path) => messageToMove(path, scope, policy));
  if (named.ids.length > 0) {
    const folder = resolveAllowedPath(maildirFolderPath(environment.maildir, typeof args.folder === 'string' ? args.folder : undefined, { tool }), scope, policy);
    for (const id of named.ids) {
      const found = await findMessageFile(folder, id, policy);
      if (found === undefined) throw new ExecutorError({ tool, failureKind: 'not_found', code: 'message_not_found', message: `no message ${id} in ${args.folder ?? 'INBOX'}`, details: { data: { id } } });
      sources.push(messageToMove(found, scope, policy));
    }
  }
  for (const subfolder of ['cur', 'new', 'tmp']) await mkdir(join(destination, subfolder), { recursive: true });
  resolveAllowedPath(join(destination, 'cur'), scope, policy);
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

/** The message file of `id` in the real folder `folder` (its `cur/` and `new/` listed without following links). */
async function findMessageFile(folder: string, id: string, policy: PathPolicy): Promise<string | undefined> {
  for (const subfolder of ['cur', 'new']) {
    const children = await readAllowedFolder(join(folder, subfolder), { policy, tool }).catch((error: unknown) => {
      if (ExecutorError.isInstance(error)) throw error;
      return [];
    });
    const match = children.find((child) => child.name === id || child.name.split(':')[0] === id);
    if (match !== undefined) return join(folder, subfolder, match.name);
  }
  return undefined;
}

/**
 * The message file `path` names, in its real folder: what it leads to must be allowed (`resolveAllowedPath`), and the
 * entry itself, placed in its real parent folder, must be inside the Maildir and not denied.
 */
function messageToMove(path: string, scope: AllowedPathScope, policy: PathPolicy): string {
  const real = resolveAllowedPath(path, scope, policy);
  const absolute = policy.absolute(path);
  const entry = join(realPathOf(dirname(absolute)) ?? dirname(absolute), basename(absolute));
  const refusal = policy.refusalOfReal(entry);
  if (refusal !== undefined) throw pathNotAllowedError({ tool, path: absolute, realPath: entry, reason: refusal === 'denied' ? 'denied' : 'symlink_escape', roots: policy.roots });
  return real;
}
