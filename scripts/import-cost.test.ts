import { describe, expect, it } from 'vitest';
import { repositoryRoot, run } from './packed-packages/packed-project';
// @ts-expect-error plain ESM script without types
import { heavyModulesLoadedBy, publishedEntries } from './measure-import-cost.mjs';

// Importing a package must not load native addons or big parsers it needs only on first use
// (scripts/measure-import-cost.mjs measures the time; this pins what loads). Each package's import, from its
// built dist/ as a consumer gets it, runs in a fresh node with a resolve hook that records every module.
// `mainJob`: what a package may load at import because its main job is that module. `knownEager`: heavy modules
// still loaded eagerly (issue 25 point 6, not yet lazy); a package that stops loading one fails here until the
// entry is removed, and one that starts loading another fails too.
const neverAtImport = ['onnxruntime-node', 'node-llama-cpp', '@huggingface/tokenizers'];
const mainJob: Record<string, string[]> = { '@metnos/praxis-store': ['better-sqlite3'] };
// None left: ajv (tool-grammar) and chrono-node (args-extractor) load on first use since issue 25 point 6.
const knownEager: Record<string, string[]> = {};

describe('import cost', () => {
  it('should load no native addon or heavy parser at import beyond a package’s main job and the known eager ones', async () => {
    await run('npx', ['-y', 'pnpm@10', 'run', 'build', '--output-logs=errors-only'], { cwd: repositoryRoot, env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' }, timeoutMs: 850_000 });
    const entries = publishedEntries() as { name: string; entry: string }[];
    expect(entries.map((entry) => entry.name)).toContain('@metnos/embedder');
    const loaded = Object.fromEntries(entries.map(({ name, entry }) => [name, (heavyModulesLoadedBy(entry) as string[]).sort()]));
    for (const name of Object.keys(loaded)) expect(loaded[name]?.filter((module) => neverAtImport.includes(module)), name).toEqual([]);
    const expected = Object.fromEntries(entries.map(({ name }) => [name, [...(mainJob[name] ?? []), ...(knownEager[name] ?? [])].sort()]));
    expect(loaded).toEqual(expected);
  }, 900_000);
});
