import type { Stats } from 'node:fs';
import { lstat, mkdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { realPathOf, type PathPolicy } from '@metnos/nous';
import { collectEntryPaths } from '../../executor-support/collect-entry-paths';
import { createScopePolicy, type AllowedPathScope } from '../../executor-support/create-scope-policy';
import { freeDestination } from '../../executor-support/free-destination';
import { movePath } from '../../executor-support/move-path';
import { pathNotAllowedError } from '../../executor-support/path-not-allowed-error';
import { resolveAllowedPath } from '../../executor-support/resolve-allowed-path';
import type { ExecutorFactory } from '../../executor-support/executor-environment';
import { checkMoveFilesArgs } from './check-move-files-args';

const tool = 'move_files';

/**
 * move_files: moves files into an allowed folder, journaling every move so undo_last_turn can reverse it. On real
 * paths: the destination (created if missing) must really be inside an allowed folder, each source must be, and so
 * must what a source links to; the entry itself is moved (a link stays a link). Right before and after each move the
 * entry is checked to be the same file that was judged (same device and inode), so a folder swapped for a link
 * meanwhile cannot bring a file in from outside: a mismatch is moved back and refused as `symlink_escape`. A file with
 * more than one name (hard links) is refused as `hard_link` unless `[vaglio] allow_hard_links`, before anything
 * moves. Its
 * arguments are checked first by {@link checkMoveFilesArgs} (which Nous also runs before asking consent).
 */
export const createMoveFiles: ExecutorFactory = (environment) => async (args, context) => {
  const invalid = checkMoveFilesArgs(args);
  if (invalid !== undefined) throw invalid;
  const destinationArg = args.destination as string;
  const scope: AllowedPathScope = { roots: environment.roots, denylist: environment.pathDenylist, allowHardLinks: environment.allowHardLinks, tool };
  const policy = createScopePolicy(scope);
  const destination = resolveAllowedPath(destinationArg, scope, policy);
  const sources: { path: string; before: Stats }[] = [];
  for (const path of collectEntryPaths(args, { tool })) {
    const entry = entryToMove(path, scope, policy);
    const before = await lstat(entry).catch(() => undefined);
    if (before === undefined) throw new ExecutorError({ tool, failureKind: 'not_found', code: 'file_not_found', message: `${entry} does not exist`, details: { path: entry } });
    refuseHardLink(entry, before, scope, policy);
    sources.push({ path: entry, before });
  }
  await mkdir(destination, { recursive: true });
  if (realPathOf(destination) !== destination) throw pathNotAllowedError({ tool, path: destination, realPath: realPathOf(destination), reason: 'symlink_escape', roots: policy.roots });
  const entries = [];
  for (const { path: source, before } of sources) {
    context.signal.throwIfAborted();
    const now = await lstat(source).catch(() => undefined);
    if (now === undefined || !sameFile(now, before) || realPathOf(dirname(source)) !== dirname(source)) {
      throw pathNotAllowedError({ tool, path: source, reason: 'symlink_escape', roots: policy.roots });
    }
    refuseHardLink(source, now, scope, policy);
    const target = freeDestination(destination, basename(source));
    await movePath(source, target);
    const after = await lstat(target).catch(() => undefined);
    if (after !== undefined && after.dev === before.dev && !sameFile(after, before)) {
      await movePath(target, source).catch(() => undefined);
      throw pathNotAllowedError({ tool, path: source, reason: 'symlink_escape', roots: policy.roots });
    }
    environment.undoJournal.record(context.turnId, { kind: 'move_file', from: source, to: target }, context.now);
    entries.push({ from: source, to: target, path: target });
  }
  return { entries, ok_count: entries.length, destination };
};

/**
 * The entry `path` names, placed in its real parent folder (the entry itself is not followed, so a link is moved as
 * a link); the entry and, when it is a link, what it leads to must both be allowed.
 */
function entryToMove(path: string, scope: AllowedPathScope, policy: PathPolicy): string {
  resolveAllowedPath(path, scope, policy);
  const absolute = policy.absolute(path);
  const entry = join(realPathOf(dirname(absolute)) ?? dirname(absolute), basename(absolute));
  const refusal = policy.refusalOfReal(entry);
  if (refusal !== undefined) throw pathNotAllowedError({ tool, path: absolute, realPath: entry, reason: refusal === 'denied' ? 'denied' : 'symlink_escape', roots: policy.roots });
  return entry;
}

/** A regular file with more than one name is refused (`hard_link`) unless `[vaglio] allow_hard_links`. */
function refuseHardLink(path: string, info: Stats, scope: AllowedPathScope, policy: PathPolicy): void {
  if (info.isFile() && info.nlink > 1 && scope.allowHardLinks !== true) throw pathNotAllowedError({ tool, path, reason: 'hard_link', roots: policy.roots });
}

function sameFile(left: Stats, right: Stats): boolean {
  return left.dev === right.dev && left.ino === right.ino;
}
