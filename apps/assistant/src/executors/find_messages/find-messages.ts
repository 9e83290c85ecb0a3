import type { Dirent } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import type { PathPolicy } from '@metnos/nous';
import { createScopePolicy, type AllowedPathScope } from '../../executor-support/create-scope-policy';
import { maildirFolderPath } from '../../executor-support/maildir-folder-path';
import { maildirScope } from '../../executor-support/maildir-scope';
import { openAllowedFile } from '../../executor-support/open-allowed-file';
import { readAllowedFolder } from '../../executor-support/read-allowed-folder';
import { readMailSummary } from '../../executor-support/read-mail-summary';
import { resolveAllowedPath } from '../../executor-support/resolve-allowed-path';
import type { ExecutorFactory } from '../../executor-support/executor-environment';

const tool = 'find_messages';

/**
 * find_messages: scans `cur/` and `new/` of a Maildir folder, newest first, filtering by words/sender/unread. On
 * real paths (`maildirScope`): a folder that is a link leading out of the Maildir is refused (`path_not_allowed`);
 * `cur/` and `new/` are listed through `readAllowedFolder`; a message that is a link out of the Maildir (or to a
 * denied file), or a file with more than one name, is skipped, and each message is opened through
 * `openAllowedFile`, so what is read is what was checked.
 */
export const createFindMessages: ExecutorFactory = (environment) => async (args, context) => {
  const folderName = typeof args.folder === 'string' && args.folder !== '' ? args.folder : 'INBOX';
  const scope = maildirScope(environment, tool);
  const policy = createScopePolicy(scope);
  const folder = resolveAllowedPath(maildirFolderPath(environment.maildir, folderName, { tool }), scope, policy);
  if (!(await stat(join(folder, 'cur')).catch(() => undefined))) {
    throw new ExecutorError({
      tool,
      failureKind: 'not_found',
      code: 'maildir_not_found',
      message: `mail folder ${folderName} not found (${folder} has no cur/ subfolder)`,
      details: {
        path: folder,
        data: { folder: folderName },
        action: {
          en: 'set [executors] maildir in runtime.toml (or METNOS_EXECUTORS_MAILDIR) to your Maildir (e.g. synced by mbsync/offlineimap)',
          it: 'imposta [executors] maildir in runtime.toml (o METNOS_EXECUTORS_MAILDIR) sulla tua Maildir (per esempio sincronizzata da mbsync/offlineimap)',
        },
      },
    });
  }
  const terms = (typeof args.query === 'string' ? args.query : '').toLowerCase().split(/\s+/).filter((term) => term !== '');
  const from = typeof args.from === 'string' ? args.from.toLowerCase() : '';
  const unreadOnly = args.unread_only === true;
  const maxResults = typeof args.max_results === 'number' ? args.max_results : 50;
  const candidates: { path: string; id: string; unread: boolean; mtime: number }[] = [];
  for (const subfolder of ['new', 'cur']) {
    for (const child of await listMessages(join(folder, subfolder), policy)) {
      const name = child.name;
      if (name.startsWith('.') || !(child.isFile() || child.isSymbolicLink())) continue;
      const path = join(folder, subfolder, name);
      const verdict = policy.judge(path);
      const info = verdict.allowed ? await stat(verdict.realPath).catch(() => undefined) : undefined;
      if (!info?.isFile()) continue;
      const flags = /:2,([A-Za-z]*)$/.exec(name)?.[1] ?? '';
      candidates.push({ path, id: name.split(':')[0] ?? name, unread: subfolder === 'new' || !flags.includes('S'), mtime: info.mtimeMs });
    }
  }
  candidates.sort((left, right) => right.mtime - left.mtime || left.id.localeCompare(right.id));
  const entries = [];
  for (const candidate of candidates) {
    if (entries.length >= maxResults) break;
    context.signal.throwIfAborted();
    if (unreadOnly && !candidate.unread) continue;
    const message = await readMessage(candidate.path, scope);
    if (message === undefined) continue;
    const summary = await readMailSummary(message);
    const haystack = `${summary.subject}\n${summary.from}\n${summary.body}`.toLowerCase();
    if (!terms.every((term) => haystack.includes(term))) continue;
    if (from !== '' && !summary.from.toLowerCase().includes(from)) continue;
    entries.push({
      id: candidate.id,
      folder: folderName,
      path: candidate.path,
      subject: summary.subject,
      from: summary.from,
      date: summary.date,
      unread: candidate.unread,
      snippet: summary.body.replace(/\s+/g, ' ').trim().slice(0, 200),
    });
  }
  return { entries, count: entries.length, folder: folderName };
};

/** The entries of a `cur/` or `new/` folder, not following links; a missing one is empty, one that is a link is refused. */
async function listMessages(folder: string, policy: PathPolicy): Promise<Dirent[]> {
  try {
    return await readAllowedFolder(folder, { policy, tool });
  } catch (error) {
    if (ExecutorError.isInstance(error)) throw error;
    return [];
  }
}

/** The bytes of one message opened through `openAllowedFile`; undefined when it is refused or gone meanwhile. */
async function readMessage(path: string, scope: AllowedPathScope): Promise<Buffer | undefined> {
  let opened;
  try {
    opened = await openAllowedFile(path, scope);
  } catch {
    return undefined;
  }
  try {
    return await opened.handle.readFile();
  } finally {
    await opened.handle.close();
  }
}
