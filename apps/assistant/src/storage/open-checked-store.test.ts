import { closeSync, existsSync, mkdtempSync, openSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type SqliteDatabase } from '@metnos/praxis-store';
import { describe, expect, it } from 'vitest';
import { openCheckedStore, type IntegrityCheckPolicy } from './open-checked-store';
import { sqliteQuickCheck } from './sqlite-quick-check';

/** A real SQLite file of a few dozen pages, and an opener that counts the `PRAGMA quick_check` runs. */
function fixture() {
  const filename = join(mkdtempSync(join(tmpdir(), 'metnos-checked-store-')), 'store.sqlite');
  const database = openDatabase(filename);
  database.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
  const insert = database.prepare('INSERT INTO notes (text) VALUES (?)');
  for (let index = 0; index < 400; index += 1) insert.run(`call Anna about the invoice number ${index}`);
  database.close();
  let checks = 0;
  const openChecked = (policy: IntegrityCheckPolicy, now?: () => number): SqliteDatabase =>
    openCheckedStore(filename, {
      open: () => openDatabase(filename),
      check: (opened) => {
        checks += 1;
        return sqliteQuickCheck(opened);
      },
      policy,
      ...(now === undefined ? {} : { now }),
    });
  return { filename, openChecked, checks: () => checks };
}

/** Waits until the file system's clock has moved past the file's mtime, so a later write gives it another one. */
function afterMtimeOf(filename: string): void {
  const mtime = statSync(filename).mtimeMs;
  while (Date.now() < mtime + 20) {
    // spin: a few milliseconds at most
  }
}

/** Garbage over the file's last page, as a failing disk or a torn write leaves it. */
function damageLastPage(filename: string): void {
  const pageSize = 4096;
  const page = Math.floor(statSync(filename).size / pageSize) - 1;
  const descriptor = openSync(filename, 'r+');
  writeSync(descriptor, Buffer.alloc(pageSize, 0xa5), 0, pageSize, page * pageSize);
  closeSync(descriptor);
}

describe('openCheckedStore', () => {
  it('should skip the check when the file is exactly as the last checked process left it', () => {
    const store = fixture();
    const writer = store.openChecked('when-changed');
    writer.prepare('INSERT INTO notes (text) VALUES (?)').run('written by the checked process');
    writer.close();
    const first = store.openChecked('when-changed');
    expect(first.prepare('SELECT count(*) AS n FROM notes').get()).toEqual({ n: 401 });
    first.close();
    store.openChecked('when-changed').close();
    // The first open checked; its own writes were trusted, so the later opens did not.
    expect(store.checks()).toBe(1);
    expect(existsSync(`${store.filename}.checked.json`)).toBe(true);
  });

  it('should check again when another program wrote the file since', () => {
    const store = fixture();
    store.openChecked('when-changed').close();
    afterMtimeOf(store.filename);
    const other = openDatabase(store.filename);
    other.prepare('INSERT INTO notes (text) VALUES (?)').run('written without the check');
    other.close();
    store.openChecked('when-changed').close();
    expect(store.checks()).toBe(2);
  });

  it('should still report a file damaged after it was checked and closed', () => {
    const store = fixture();
    store.openChecked('when-changed').close();
    afterMtimeOf(store.filename);
    damageLastPage(store.filename);
    expect(() => store.openChecked('when-changed')).toThrow(/: the database is damaged \(quick_check: .+\): restore it from a backup, or move it aside/);
    expect(store.checks()).toBe(2);
  });

  it('should check an unchanged file again once its last check is more than a day old', () => {
    const store = fixture();
    const start = Date.parse('2026-05-19T08:00:00Z');
    store.openChecked('when-changed', () => start).close();
    store.openChecked('when-changed', () => start + 23 * 3_600_000).close();
    expect(store.checks()).toBe(1);
    store.openChecked('when-changed', () => start + 25 * 3_600_000).close();
    expect(store.checks()).toBe(2);
  });

  it('should check at every open by default', () => {
    const store = fixture();
    store.openChecked('every-open').close();
    store.openChecked('every-open').close();
    expect(store.checks()).toBe(2);
  });
});
