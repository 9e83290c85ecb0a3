import { readdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { resolveAllowedPath } from '../../catalog/resolve-allowed-path';
import { wildcardToRegExp } from '../../catalog/wildcard-to-regexp';
import type { ExecutorFactory } from '../../catalog/executor-environment';

const maxVisited = 50_000;

/** find_files: a breadth-first walk (hidden folders skipped) under an allowed folder. */
export const createFindFiles: ExecutorFactory = (environment) => async (args, context) => {
  const folder = resolveAllowedPath(typeof args.folder === 'string' && args.folder !== '' ? args.folder : (environment.roots[0] ?? '.'), {
    roots: environment.roots,
    tool: 'find_files',
  });
  const pattern = typeof args.pattern === 'string' && args.pattern !== '' ? wildcardToRegExp(args.pattern) : undefined;
  const extension = typeof args.extension === 'string' && args.extension !== '' ? `.${args.extension.replace(/^\*?\./, '').toLowerCase()}` : undefined;
  const maxResults = typeof args.max_results === 'number' ? args.max_results : 100;
  const since = typeof args.modified_within_days === 'number' ? context.now.getTime() - args.modified_within_days * 86_400_000 : undefined;
  const entries: { path: string; name: string; size: number; modified: string }[] = [];
  const queue = [folder];
  let visited = 0;
  try {
    await stat(folder);
  } catch (error) {
    throw new ExecutorError({ tool: 'find_files', failureKind: 'not_found', code: 'folder_not_found', message: `folder ${folder} does not exist`, details: { path: folder }, cause: error });
  }
  while (queue.length > 0 && entries.length < maxResults && visited < maxVisited) {
    context.signal.throwIfAborted();
    const current = queue.shift() as string;
    const children = await readdir(current, { withFileTypes: true }).catch(() => []);
    for (const child of children.sort((left, right) => left.name.localeCompare(right.name))) {
      visited += 1;
      const path = join(current, child.name);
      if (child.isDirectory()) {
        if (!child.name.startsWith('.')) queue.push(path);
        continue;
      }
      if (!child.isFile()) continue;
      if (pattern && !pattern.test(child.name)) continue;
      if (extension && !child.name.toLowerCase().endsWith(extension)) continue;
      const info = await stat(path).catch(() => undefined);
      if (info === undefined || (since !== undefined && info.mtimeMs < since)) continue;
      entries.push({ path, name: basename(path), size: info.size, modified: info.mtime.toISOString() });
      if (entries.length >= maxResults) break;
    }
  }
  return { entries, count: entries.length, folder };
};
