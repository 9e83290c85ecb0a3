import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A file or folder whose mode {@link restrictDataPermissions} tightened. */
export interface TightenedPath {
  path: string;
  /** The permission bits it had (e.g. `0o644`). */
  was: number;
  /** The permission bits it has now (`0o700` for the folder, `0o600` for a file). */
  now: number;
}

/** The SQLite stores of the data folder and their companions (`-wal`, `-shm`, `-journal`). */
const storeFile = /\.sqlite(?:-wal|-shm|-journal)?$/;

/**
 * Keeps the data folder private to its owner: the folder itself to 0700 and its SQLite files (`*.sqlite`, with their
 * `-wal`, `-shm` and `-journal`) to 0600, whichever command created them, when group or others have any access. Links
 * are not followed (a link is left alone). Returns what it tightened (the caller says so on stderr when they already
 * existed); a folder that does not exist yet is nothing to tighten. SQLite creates `-wal` and `-shm` with the mode of
 * the database file, so files created later stay 0600.
 */
export function restrictDataPermissions(dataDir: string): TightenedPath[] {
  const folder = lstatSync(dataDir, { throwIfNoEntry: false });
  if (folder === undefined || !folder.isDirectory()) return [];
  const tightened: TightenedPath[] = [];
  const restrict = (path: string, mode: number, now: number) => {
    if ((mode & 0o077) === 0) return;
    chmodSync(path, now);
    tightened.push({ path, was: mode & 0o777, now });
  };
  restrict(dataDir, folder.mode, 0o700);
  for (const name of readdirSync(dataDir)) {
    if (!storeFile.test(name)) continue;
    const path = join(dataDir, name);
    const info = lstatSync(path, { throwIfNoEntry: false });
    if (info?.isFile() === true) restrict(path, info.mode, 0o600);
  }
  return tightened;
}
