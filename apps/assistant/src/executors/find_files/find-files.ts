import type { Dirent } from 'node:fs';
import { lstat, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { createScopePolicy } from '../../executor-support/create-scope-policy';
import { readAllowedFolder } from '../../executor-support/read-allowed-folder';
import { resolveAllowedPath } from '../../executor-support/resolve-allowed-path';
import { wildcardToRegExp } from '../../executor-support/wildcard-to-regexp';
import type { ExecutorFactory } from '../../executor-support/executor-environment';

const maxVisited = 50_000;

/**
 * find_files: a breadth-first walk (hidden folders skipped) under an allowed folder, on real paths. The folder is
 * resolved to its real path and checked; each folder is listed through `readAllowedFolder` (verified after it is
 * opened); links to folders are never walked; a link to a file is listed only when its real path is allowed and
 * not denied; denied files and folders (`.env`, a denied subfolder) are skipped.
 */
export const createFindFiles: ExecutorFactory = (environment) => async (args, context) => {
  const tool = 'find_files';
  const scope = { roots: environment.roots, denylist: environment.pathDenylist, tool };
  const policy = createScopePolicy(scope);
  const folder = resolveAllowedPath(typeof args.folder === 'string' && args.folder !== '' ? args.folder : (environment.roots[0] ?? '.'), scope, policy);
  const pattern = typeof args.pattern === 'string' && args.pattern !== '' ? wildcardToRegExp(args.pattern) : undefined;
  const extension = typeof args.extension === 'string' && args.extension !== '' ? `.${args.extension.replace(/^\*?\./, '').toLowerCase()}` : undefined;
  const maxResults = typeof args.max_results === 'number' ? args.max_results : 100;
  const since = typeof args.modified_within_days === 'number' ? context.now.getTime() - args.modified_within_days * 86_400_000 : undefined;
  const entries: { path: string; name: string; size: number; modified: string }[] = [];
  const queue = [folder];
  let visited = 0;
  while (queue.length > 0 && entries.length < maxResults && visited < maxVisited) {
    context.signal.throwIfAborted();
    const current = queue.shift() as string;
    let children: Dirent[];
    try {
      children = await readAllowedFolder(current, { policy, tool });
    } catch (error) {
      // The folder asked for must be listable as checked; a subfolder swapped or unreadable meanwhile is skipped.
      if (current === folder) {
        if (ExecutorError.isInstance(error)) throw error;
        // Asked only when the listing failed (one round trip less per walk): a missing folder is its own failure.
        await stat(folder).catch((cause: unknown) => {
          throw new ExecutorError({ tool, failureKind: 'not_found', code: 'folder_not_found', message: `folder ${folder} does not exist`, details: { path: folder }, cause });
        });
      }
      children = [];
    }
    for (const child of children.sort((left, right) => left.name.localeCompare(right.name))) {
      visited += 1;
      const path = join(current, child.name);
      if (policy.refusalOfReal(path) !== undefined) continue;
      if (child.isDirectory()) {
        if (!child.name.startsWith('.')) queue.push(path);
        continue;
      }
      if (!child.isFile() && !child.isSymbolicLink()) continue;
      if (pattern && !pattern.test(child.name)) continue;
      if (extension && !child.name.toLowerCase().endsWith(extension)) continue;
      const info = child.isFile() ? await lstat(path).catch(() => undefined) : await linkedFileInfo(path, policy);
      if (info === undefined || !info.isFile() || (since !== undefined && info.mtimeMs < since)) continue;
      entries.push({ path, name: basename(path), size: info.size, modified: info.mtime.toISOString() });
      if (entries.length >= maxResults) break;
    }
  }
  return { entries, count: entries.length, folder };
};

/** The target of a link met while walking, only when its real path is allowed (links to folders are not walked). */
async function linkedFileInfo(path: string, policy: ReturnType<typeof createScopePolicy>) {
  const verdict = policy.judge(path);
  return verdict.allowed ? await stat(verdict.realPath).catch(() => undefined) : undefined;
}
