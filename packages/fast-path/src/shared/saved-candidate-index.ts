import type { ApproximateIndex } from './approximate-index';
import { importAtRunTime } from './import-at-run-time';
import { openHnswFile, type HnswFile } from './open-hnsw-file';

/** What a saved index says about itself (the sidecar `<path>.json`). */
interface SavedIndexHeader {
  format: 1;
  /** Which list the index holds (the caller's key: embedder id and min uses). */
  key: string;
  dimension: number;
  /** The store's change-feed cursor the index reflects. */
  cursor: string;
  /** Live rows in the index when saved. */
  count: number;
  /** Size of the index file, and the CRC-32 of its first 64 KiB: ties the sidecar to the file it was saved with. */
  bytes: number;
  crc: number;
}

/** A saved index opened for searching in place. */
export interface SavedCandidateIndex {
  file: HnswFile;
  cursor: string;
  count: number;
}

interface Fs {
  readFileSync(path: string, encoding: 'utf8'): string;
  writeFileSync(path: string, data: string): void;
  renameSync(from: string, to: string): void;
  rmSync(path: string, options: { force: boolean }): void;
  openSync(path: string, flags: string): number;
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number): number;
  fstatSync(fd: number): { size: number };
  closeSync(fd: number): void;
  fsyncSync(fd: number): void;
}
interface Zlib {
  crc32(data: Uint8Array): number;
}

const crcBytes = 65_536;

async function modules(): Promise<{ fs: Fs; zlib: Zlib }> {
  const [fs, zlib] = await Promise.all([importAtRunTime('node:fs'), importAtRunTime('node:zlib')]);
  return { fs: fs as Fs, zlib: zlib as Zlib };
}

function headOf(fs: Fs, zlib: Zlib, path: string): { bytes: number; crc: number } {
  const fd = fs.openSync(path, 'r');
  try {
    const bytes = fs.fstatSync(fd).size;
    const head = new Uint8Array(Math.min(bytes, crcBytes));
    fs.readSync(fd, head, 0, head.length, 0);
    return { bytes, crc: zlib.crc32(head) };
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Opens the index saved at `path` for `key` and `dimension`, or returns `undefined` when there is none, or it is
 * for another list, or its sidecar does not match the file (size or CRC: a save cut between its two renames), or
 * the file is corrupt: the caller then rebuilds it.
 */
export async function openSavedCandidateIndex(path: string, { key, dimension }: { key: string; dimension: number }): Promise<SavedCandidateIndex | undefined> {
  const { fs, zlib } = await modules();
  let header: SavedIndexHeader;
  try {
    header = JSON.parse(fs.readFileSync(`${path}.json`, 'utf8')) as SavedIndexHeader;
    if (header.format !== 1 || header.key !== key || header.dimension !== dimension || typeof header.cursor !== 'string') return undefined;
    const head = headOf(fs, zlib, path);
    if (head.bytes !== header.bytes || head.crc !== header.crc) return undefined;
  } catch {
    return undefined;
  }
  try {
    return { file: await openHnswFile(path, { dimension, fs }), cursor: header.cursor, count: header.count };
  } catch {
    return undefined;
  }
}

/**
 * Saves `index` (complete up to `cursor`) at `path`: the file and its sidecar are written under temporary names,
 * synced, then renamed into place, index first; a reader sees the old pair, the new pair, or a mismatch it treats
 * as missing. Returns false when the index cannot be saved (no `write`).
 */
export async function saveCandidateIndex(
  path: string,
  index: ApproximateIndex,
  { key, dimension, cursor, count }: { key: string; dimension: number; cursor: string; count: number },
): Promise<boolean> {
  if (index.write === undefined) return false;
  const { fs, zlib } = await modules();
  const temporary = `${path}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.tmp`;
  try {
    await index.write(temporary);
    const fd = fs.openSync(temporary, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    const header: SavedIndexHeader = { format: 1, key, dimension, cursor, count, ...headOf(fs, zlib, temporary) };
    fs.writeFileSync(`${temporary}.json`, JSON.stringify(header));
    fs.renameSync(temporary, path);
    fs.renameSync(`${temporary}.json`, `${path}.json`);
    return true;
  } finally {
    fs.rmSync(temporary, { force: true });
    fs.rmSync(`${temporary}.json`, { force: true });
  }
}
