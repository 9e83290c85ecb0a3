import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** Symbolic links followed while resolving one path before it counts as a loop (Linux's own limit). */
const maxLinks = 40;

/**
 * The real location of the absolute `path`: every symbolic link resolved (`fs.realpath`). For a path that does
 * not exist yet, the real path of its nearest existing ancestor plus the rest, and a dangling link on the way is
 * followed to where it points (creating `link/new.txt` or writing through `link` would land there). Returns
 * `undefined` for a link loop (or more than 40 links), which no check can place.
 */
export function realPathOf(path: string): string | undefined {
  return resolveReal(resolve(path), { links: 0 });
}

function resolveReal(path: string, budget: { links: number }): string | undefined {
  try {
    return realpathSync.native(path);
  } catch {
    // Missing, a loop, or not readable: resolve the parent, then this last name by hand.
  }
  const parent = dirname(path);
  if (parent === path) return path;
  const realParent = resolveReal(parent, budget);
  if (realParent === undefined) return undefined;
  const candidate = join(realParent, basename(path));
  let isLink = false;
  try {
    isLink = lstatSync(candidate).isSymbolicLink();
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
  return resolveReal(resolve(realParent, target), budget);
}
