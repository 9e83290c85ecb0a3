import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { it } from 'vitest';

/** The repository root (this file is packages/tool-grammar/src/__test-helpers__/corpora.ts). */
const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Root of the shared external corpora (see its README): `METNOS_CORPORA`, or `../shared/corpora` relative to the
 * repository root (a sibling of the clone), wherever the clone is.
 */
export const corporaRoot = resolve(process.env.METNOS_CORPORA || join(repositoryRoot, '..', 'shared', 'corpora'));

/**
 * Why the corpus tests are skipped, or `undefined` when they run. They are skipped only when the default folder
 * is absent; an explicit `METNOS_CORPORA` that does not exist, or a corpora folder with files missing, fails them.
 */
export const corporaSkipReason: string | undefined =
  existsSync(corporaRoot) || process.env.METNOS_CORPORA
    ? undefined
    : `the external corpora are not at ${corporaRoot}: put them at ../shared/corpora beside the repository, or set METNOS_CORPORA`;

/** `it` for a test that reads the corpora: skipped, with the reason in its name, when they are absent. */
export function itWithCorpora(name: string, test: () => unknown, timeout?: number): void {
  if (corporaSkipReason === undefined) it(name, test, timeout);
  else it.skip(`${name} — skipped: ${corporaSkipReason}`, test);
}

/** Reads a JSON file under the corpora root. */
export function readCorpusJson<T>(relativePath: string): T {
  return JSON.parse(readFileSync(join(corporaRoot, relativePath), 'utf8')) as T;
}

/** Reads a text file under the corpora root. */
export function readCorpusText(relativePath: string): string {
  return readFileSync(join(corporaRoot, relativePath), 'utf8');
}
