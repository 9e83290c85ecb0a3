import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPraxisStore, type SqlitePraxisStore } from '@metnos/praxis-store';

/** A real Praxis SQLite file in a fresh temp folder, with every connection opened on it (test helper). */
export interface TempPraxisFile {
  readonly filename: string;
  /** Opens one more connection on the file (another writer, or the same file after a restart). */
  open(): SqlitePraxisStore;
  /** Closes every connection opened here and deletes the folder. */
  cleanup(): void;
}

/** Creates a temp folder for `praxis.sqlite`; nothing is opened until `open()` (test helper). */
export function openTempPraxisFile(): TempPraxisFile {
  const folder = mkdtempSync(join(tmpdir(), 'metnos-fast-path-integration-'));
  const filename = join(folder, 'praxis.sqlite');
  const opened: SqlitePraxisStore[] = [];
  return {
    filename,
    open() {
      const store = createPraxisStore({ filename, synchronous: 'normal' });
      opened.push(store);
      return store;
    },
    cleanup() {
      for (const store of opened) store.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
