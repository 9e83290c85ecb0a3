import { lstatSync } from 'node:fs';
import { PraxisStoreError } from '@metnos/praxis-store';
import { damagedStoreError } from './damaged-store-error';

/**
 * Opens one of the assistant's SQLite stores (`open`) only if it is whole: an existing empty (0-byte) file is
 * refused rather than silently made a new empty store (it was a database once, or something else wrote it); a file
 * SQLite cannot read as a database, and one where `check` (`PRAGMA quick_check`) finds problems, are refused too
 * (the store closed), each as {@link damagedStoreError} naming the file and the fix. The check runs once per open;
 * its cost grows with the file (figures in the assistant's README).
 */
export function openCheckedStore<Store extends { close(): void }>(filename: string, { open, check }: { open: () => Store; check: (store: Store) => readonly string[] }): Store {
  const existing = lstatSync(filename, { throwIfNoEntry: false });
  if (existing?.isFile() === true && existing.size === 0) throw damagedStoreError(filename, 'the file is empty (0 bytes), not a database');
  let store: Store;
  try {
    store = open();
  } catch (error) {
    if (PraxisStoreError.isInstance(error) && error.code === 'corrupt') throw damagedStoreError(filename, `the database is damaged (${error.sqliteCode ?? 'unreadable'})`, error);
    throw error;
  }
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
  return store;
}
