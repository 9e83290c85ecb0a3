import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Root of the shared external corpora (see its README). */
export const corporaRoot = process.env.METNOS_CORPORA ?? '/work/shared/corpora';

/** Reads a JSON file under the corpora root. */
export function readCorpusJson<T>(relativePath: string): T {
  return JSON.parse(readFileSync(join(corporaRoot, relativePath), 'utf8')) as T;
}

/** Reads a text file under the corpora root. */
export function readCorpusText(relativePath: string): string {
  return readFileSync(join(corporaRoot, relativePath), 'utf8');
}
