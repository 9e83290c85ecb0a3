import { lstatSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { parseJson } from '@metnos/core/internal';
import { PraxisStoreError } from '@metnos/praxis-store';
import { damagedStoreError } from './damaged-store-error';

/** How often the check runs: at every open, or only when the file changed since this process's kind last left it. */
export type IntegrityCheckPolicy = 'every-open' | 'when-changed';

/** A checked result is trusted without a new check for at most this long, even when the file is unchanged. */
const trustCheckMs = 24 * 60 * 60 * 1000;

/**
 * Opens one of the assistant's SQLite stores (`open`) only if it is whole: an existing empty (0-byte) file is
 * refused rather than silently made a new empty store (it was a database once, or something else wrote it); a file
 * SQLite cannot read as a database, and one where `check` (`PRAGMA quick_check`) finds problems, are refused too
 * (the store closed), each as {@link damagedStoreError} naming the file and the fix. The check's cost grows with
 * the file (figures in the assistant's README).
 *
 * `policy` `'every-open'` (the default; `metnos serve`) checks at each open. `'when-changed'` (a CLI command, one
 * open per process) skips the check when the file is exactly as a checked process left it: closing the store writes
 * `<file>.checked.json` with the file's (and its -wal's) device, inode, size and mtime in nanoseconds; the next open
 * checks again when any of them differs (another program wrote it, a copy, a restore) or when the last real check
 * is more than a day old. Damage done to the file while no Metnos process had it open changes its mtime, so it is
 * still found; writes made through SQLite by the process that checked it are trusted. (On a file system whose
 * timestamps are coarse, a write in the same clock tick as the close keeps the mtime, as git's "racy" files: the
 * daily check still finds it.)
 */
export function openCheckedStore<Store extends { close(): void }>(
  filename: string,
  { open, check, policy = 'every-open', now = Date.now }: { open: () => Store; check: (store: Store) => readonly string[]; policy?: IntegrityCheckPolicy; now?: () => number },
): Store {
  const existing = lstatSync(filename, { throwIfNoEntry: false });
  if (existing?.isFile() === true && existing.size === 0) throw damagedStoreError(filename, 'the file is empty (0 bytes), not a database');
  const sidecar = `${filename}.checked.json`;
  const recorded = policy === 'when-changed' && existing !== undefined ? readCheckRecord(sidecar) : undefined;
  const trusted = recorded !== undefined && recorded.fingerprint === fingerprintOf(filename) && now() - recorded.checkedAtMs < trustCheckMs;
  let store: Store;
  try {
    store = open();
  } catch (error) {
    if (PraxisStoreError.isInstance(error) && error.code === 'corrupt') throw damagedStoreError(filename, `the database is damaged (${error.sqliteCode ?? 'unreadable'})`, error);
    throw error;
  }
  if (!trusted) {
    let problems: readonly string[];
    try {
      problems = check(store);
    } catch (error) {
      store.close();
      throw error;
    }
    if (problems.length > 0) {
      store.close();
      const first = (problems[0] ?? '').replace(`${filename}: `, '').split('\n')[0];
      throw damagedStoreError(filename, `the database is damaged (quick_check: ${first})`);
    }
  }
  if (policy === 'when-changed') {
    // The file as this process leaves it (after SQLite's checkpoint at close) is the file the next open may trust.
    const checkedAtMs = trusted ? recorded.checkedAtMs : now();
    const close = store.close.bind(store);
    store.close = () => {
      close();
      writeCheckRecord(sidecar, { fingerprint: fingerprintOf(filename), checkedAtMs });
    };
  }
  return store;
}

interface CheckRecord {
  fingerprint: string;
  checkedAtMs: number;
}

/** Device, inode, size and mtime (ns) of the file and of its write-ahead log (absent: `-`). */
function fingerprintOf(filename: string): string {
  return [filename, `${filename}-wal`]
    .map((path) => {
      const stat = statSync(path, { bigint: true, throwIfNoEntry: false });
      return stat === undefined ? '-' : `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}`;
    })
    .join('|');
}

function readCheckRecord(sidecar: string): CheckRecord | undefined {
  let text: string;
  try {
    text = readFileSync(sidecar, 'utf8');
  } catch {
    return undefined;
  }
  const parsed = parseJson(text);
  if (!parsed.success) return undefined;
  const record = parsed.value as Partial<CheckRecord> | null;
  return typeof record?.fingerprint === 'string' && typeof record.checkedAtMs === 'number' ? { fingerprint: record.fingerprint, checkedAtMs: record.checkedAtMs } : undefined;
}

/** Best effort: a record that cannot be written only means the next open checks again. */
function writeCheckRecord(sidecar: string, record: CheckRecord): void {
  const temporary = `${sidecar}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, `${JSON.stringify(record)}\n`, { mode: 0o600 });
    renameSync(temporary, sidecar);
  } catch {
    // the next open checks
  }
}
