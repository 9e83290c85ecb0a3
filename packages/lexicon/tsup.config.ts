import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { metnosBuild } from '../../tsup.shared.ts';

/** A hash of every source file (tests and benches aside), in path order: `lexiconBuildId()` of the built package. */
function sourceHash(directory: string): string {
  const files = readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.bench.ts'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\u0000${readFileSync(join(directory, file), 'utf8')}\u0000`);
  return hash.digest('hex').slice(0, 16);
}

// `internal`: what sibling @metnos packages build on (no semver promise), its own entry so the main one stays small.
export default metnosBuild({ index: 'src/index.ts', internal: 'src/internal.ts' }, { define: { __METNOS_LEXICON_BUILD_ID__: JSON.stringify(sourceHash(join(import.meta.dirname, 'src'))) } });
