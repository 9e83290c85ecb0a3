import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** Symbolic links followed while resolving one path before it counts as a loop (Linux's own limit). */
const maxLinks = 40;

/**
 * What `realPathOf` asked the disk, kept for a batch of paths resolved at one moment (the allowed and denied folders
 * of one policy): shared ancestors (`~`, `~/.config`, `~/Library`) are asked once. Create one per batch. A path's
 * entry is its real path, `null` when nothing is at that name (not even a link), or `false` when something is there
 * that `realpath` cannot resolve at once (a dangling link, a loop, a folder it may not search).
 */
export type RealPathMemo = Map<string, string | null | false>;

/**
 * The real location of the absolute `path`: every symbolic link resolved (`fs.realpath`). For a path that does
 * not exist yet, the real path of its nearest existing ancestor plus the rest, and a dangling link on the way is
 * followed to where it points (creating `link/new.txt` or writing through `link` would land there). Returns
 * `undefined` for a link loop (or more than 40 links), which no check can place. With `memo`, the disk's answers
 * (`realpath` of a path, whether a name is a link and where it points) are reused from earlier calls of the batch.
 */
export function realPathOf(path: string, memo?: RealPathMemo): string | undefined {
  return resolveReal(resolve(path), { links: 0 }, memo);
}

function nativeRealPath(path: string, memo: RealPathMemo | undefined): string | null | false {
  const known = memo?.get(path);
  if (known !== undefined) return known;
  // Nothing is under a name where nothing is (`~/Library/...` on Linux): the disk is not asked again.
  if (memo !== undefined && memo.get(dirname(path)) === null) {
    memo.set(path, null);
    return null;
  }
  let real: string | null | false;
  try {
    // A missing path (the usual case for a denied folder such as ~/.aws) answers in one system call and without an
    // exception, whose construction costs more than the call; `lstat` also says that no dangling link is there.
    real = lstatSync(path, { throwIfNoEntry: false }) === undefined ? null : realpathSync.native(path);
  } catch {
    // A dangling link, a loop, or not readable.
    real = false;
  }
  memo?.set(path, real);
  return real;
}

function resolveReal(path: string, budget: { links: number }, memo: RealPathMemo | undefined): string | undefined {
  const real = nativeRealPath(path, memo);
  if (typeof real === 'string') return real;
  // Resolve the parent, then this last name by hand.
  const parent = dirname(path);
  if (parent === path) return path;
  const realParent = resolveReal(parent, budget, memo);
  if (realParent === undefined) return undefined;
  const candidate = join(realParent, basename(path));
  // Nothing at this name (`lstat` followed the parent's links): nothing at the same name in the real parent either.
  if (real === null) return candidate;
  let isLink = false;
  try {
    isLink = lstatSync(candidate, { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
  } catch {
    return candidate;
  }
  if (!isLink) return candidate;
  budget.links += 1;
  if (budget.links > maxLinks) return undefined;
  let target: string;
  try {
    target = readlinkSync(candidate);
  } catch {
    return undefined;
  }
  return resolveReal(resolve(realParent, target), budget, memo);
}
