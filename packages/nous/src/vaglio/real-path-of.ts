import { lstatSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** Symbolic links followed while resolving one path before it counts as a loop (Linux's own limit). */
const maxLinks = 40;

/**
 * What `realPathOf` asked the disk, kept for a batch of paths resolved at one moment (the allowed and denied folders
 * of one policy): shared ancestors (`~`, `~/.config`, `~/Library`) are asked once. Create one per batch.
 */
export type RealPathMemo = Map<string, string | false>;

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

function nativeRealPath(path: string, memo: RealPathMemo | undefined): string | false {
  const known = memo?.get(path);
  if (known !== undefined) return known;
  let real: string | false;
  try {
    // A missing path (the usual case for a denied folder such as ~/.aws) answers without an exception, whose
    // construction costs more than the system call.
    real = statSync(path, { throwIfNoEntry: false }) === undefined ? false : realpathSync.native(path);
  } catch {
    // Missing, a loop, or not readable.
    real = false;
  }
  memo?.set(path, real);
  return real;
}

function resolveReal(path: string, budget: { links: number }, memo: RealPathMemo | undefined): string | undefined {
  const real = nativeRealPath(path, memo);
  if (real !== false) return real;
  // Resolve the parent, then this last name by hand.
  const parent = dirname(path);
  if (parent === path) return path;
  const realParent = resolveReal(parent, budget, memo);
  if (realParent === undefined) return undefined;
  const candidate = join(realParent, basename(path));
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
