import { closeSync, openSync, statSync, writeSync } from 'node:fs';

/**
 * Overwrites every page of the SQLite file `filename` but the first (the header and the schema's root) with garbage,
 * as a failing disk or a torn write leaves it (test helper; the file must be closed and checkpointed).
 */
export function damageStorePages(filename: string, { pageSize = 4096 }: { pageSize?: number } = {}): void {
  const pages = Math.floor(statSync(filename).size / pageSize);
  const descriptor = openSync(filename, 'r+');
  try {
    for (let page = 1; page < pages; page += 1) writeSync(descriptor, Buffer.alloc(pageSize, 0xa5), 0, pageSize, page * pageSize);
  } finally {
    closeSync(descriptor);
  }
}
