import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { maildirFolderPath } from '../../catalog/maildir-folder-path';
import { readMailSummary } from '../../catalog/read-mail-summary';
import type { ExecutorFactory } from '../../catalog/executor-environment';

const tool = 'find_messages';

/** find_messages: scans `cur/` and `new/` of a Maildir folder, newest first, filtering by words/sender/unread. */
export const createFindMessages: ExecutorFactory = (environment) => async (args, context) => {
  const folderName = typeof args.folder === 'string' && args.folder !== '' ? args.folder : 'INBOX';
  const folder = maildirFolderPath(environment.maildir, folderName, { tool });
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
    for (const name of await readdir(join(folder, subfolder)).catch(() => [] as string[])) {
      if (name.startsWith('.')) continue;
      const path = join(folder, subfolder, name);
      const info = await stat(path).catch(() => undefined);
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
    const summary = await readMailSummary(await readFile(candidate.path));
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
