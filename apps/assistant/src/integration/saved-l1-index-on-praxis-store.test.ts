import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { ToolManifest } from '@metnos/core';
import { createHashedEmbedder } from '@metnos/embedder';
import { createCanonicalMatcher, loadHnswIndexFactory, type CanonicalMatcher } from '@metnos/fast-path';
import { openDatabase, type SqlitePraxisStore } from '@metnos/praxis-store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempPraxisFile, type TempPraxisFile } from './__fixtures__/open-temp-praxis-file';

// L1's saved HNSW index over a real SQLite file and the real hnswlib-node addon: saved, opened in place by a fresh
// matcher (another connection, as after a restart), kept in step with writes through the store's change feed, and
// rebuilt when missing, corrupt, for another list, or too far behind the store.

const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };
const manifests: ToolManifest[] = [
  {
    name: 'find_files',
    description: 'Finds files.',
    inputSchema: { type: 'object', properties: { root: { type: 'string' }, pattern: { type: 'string' } }, required: ['root'] },
  },
];
const hnsw = await loadHnswIndexFactory();
const skipReason = hnsw === undefined ? ' (skipped: hnswlib-node, an optional peer, is not installed)' : '';
const embedder = createHashedEmbedder();
const words = ['amber', 'birch', 'cedar', 'delta', 'ember', 'fjord', 'grove', 'heron', 'iris', 'juniper', 'kestrel', 'lotus', 'maple', 'nectar', 'onyx', 'pepper', 'quartz', 'raven'];
const request = (index: number) => `find the ${words[index % words.length]} ${words[Math.floor(index / words.length) % words.length]} files`;

let file: TempPraxisFile;
let path: string;
beforeEach(() => {
  file = openTempPraxisFile();
  path = `${file.filename}.l1.hnsw`;
});
afterEach(() => {
  file.cleanup();
});

/**
 * The store less its lookup by lemma form (`listCanonicalCandidatesByQuery`), so that every lookup searches the saved
 * index: with it, a request in a stored lemma form is served without a search (the last test).
 */
const searchOnly = (store: SqlitePraxisStore): SqlitePraxisStore =>
  new Proxy(store, { get: (target, key) => (key === 'listCanonicalCandidatesByQuery' ? undefined : Reflect.get(target, key)) });

const matcherOn = (store: SqlitePraxisStore, options: { rebuildAfter?: number; minUses?: number; byLemma?: boolean } = {}): CanonicalMatcher =>
  createCanonicalMatcher({
    embedder,
    store: options.byLemma === true ? store : searchOnly(store),
    minUses: options.minUses ?? 1,
    approximateIndex: loadHnswIndexFactory,
    approximateFrom: 50,
    approximateBuildBudgetMs: Number.MAX_SAFE_INTEGER,
    savedIndex: { path, ...(options.rebuildAfter === undefined ? {} : { rebuildAfter: options.rebuildAfter }) },
  });

async function seed(store: SqlitePraxisStore, count: number): Promise<void> {
  const matcher = createCanonicalMatcher({ embedder, store, minUses: 1 });
  for (let index = 0; index < count; index += 1) await matcher.record({ query: request(index), tool: 'find_files', args: { root: `~/r${index}` } });
}

const served = async (matcher: CanonicalMatcher, index: number) => {
  const match = await matcher.match(request(index), { manifests, ...clock });
  return match.kind === 'hit' ? match.args.root : match.reason;
};

describe('createCanonicalMatcher with a saved index', () => {
  it.skipIf(hnsw === undefined)(`should save the index, and a fresh matcher should serve from it without reading the log${skipReason}`, async () => {
    const store = file.open();
    await seed(store, 120);
    expect(await matcherOn(store).saveIndex()).toBe(true);
    const saved = statSync(path).mtimeMs;
    expect(JSON.parse(readFileSync(`${path}.json`, 'utf8'))).toMatchObject({ format: 1, count: 120, dimension: embedder.dimension });

    const fresh = matcherOn(file.open());
    for (const index of [0, 17, 64, 119]) expect(await served(fresh, index)).toBe(`~/r${index}`);
    expect(fresh.fromSavedIndex).toBe(true);
    expect(statSync(path).mtimeMs).toBe(saved);
    // After `loadAfter` (2) lookups in place, the file is read whole in the background and then searched natively.
    for (let attempt = 0; attempt < 200 && !fresh.savedIndexLoaded; attempt += 1) {
      await served(fresh, attempt % 120);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(fresh.savedIndexLoaded).toBe(true);
    for (const index of [1, 33, 118]) expect(await served(fresh, index)).toBe(`~/r${index}`);
    expect(fresh.fromSavedIndex).toBe(true);
  });

  it.skipIf(hnsw === undefined)(`should follow rows written, demoted and relearned after the save, in this process and the next${skipReason}`, async () => {
    const store = file.open();
    await seed(store, 100);
    expect(await matcherOn(store).saveIndex()).toBe(true);
    const other = file.open();
    const live = matcherOn(other);
    expect(await served(live, 3)).toBe('~/r3');
    // A new row (written by this matcher), a demoted one (count 0: no candidate) and one whose count changed.
    await live.record({ query: request(150), tool: 'find_files', args: { root: '~/new' } });
    const demoted = other.listCanonicalCandidates(embedder.id, 1).find((row) => row.request === request(5))!;
    store.demoteCanonicalQuery(demoted.id);
    expect(await served(live, 150)).toBe('~/new');
    expect(await served(live, 5)).not.toBe('~/r5');
    expect(live.fromSavedIndex).toBe(true);

    const next = matcherOn(file.open());
    expect(await served(next, 150)).toBe('~/new');
    expect(await served(next, 5)).not.toBe('~/r5');
    expect(await served(next, 6)).toBe('~/r6');
    expect(next.fromSavedIndex).toBe(true);
  });

  it.skipIf(hnsw === undefined)(`should rebuild and save again when the index is missing, corrupt, for another list or too far behind${skipReason}`, async () => {
    const store = file.open();
    await seed(store, 80);
    // Missing: the first matcher builds it (no budget limit here) and saves it on its own.
    const first = matcherOn(store);
    expect(await served(first, 1)).toBe('~/r1');
    expect(first.fromSavedIndex).toBe(false);
    expect(existsSync(path) && existsSync(`${path}.json`)).toBe(true);
    expect(matcherOn(file.open()).fromSavedIndex).toBe(false);
    const reopened = matcherOn(file.open());
    expect(await served(reopened, 2)).toBe('~/r2');
    expect(reopened.fromSavedIndex).toBe(true);

    // Corrupt (same size, other bytes): not opened, rebuilt and saved again.
    const bytes = readFileSync(path);
    writeFileSync(path, Buffer.alloc(bytes.length, 0x5a));
    const afterCorruption = matcherOn(file.open());
    expect(await served(afterCorruption, 3)).toBe('~/r3');
    expect(afterCorruption.fromSavedIndex).toBe(false);
    expect(readFileSync(path).equals(bytes)).toBe(true);

    // Another list (min uses 2): its key differs, so the file is not served.
    const otherList = matcherOn(file.open(), { minUses: 2 });
    await otherList.match(request(4), { manifests, ...clock });
    expect(otherList.fromSavedIndex).toBe(false);
    rmSync(path);
    rmSync(`${path}.json`);
    const rebuilt = matcherOn(file.open());
    await served(rebuilt, 4);
    const stamp = JSON.parse(readFileSync(`${path}.json`, 'utf8')) as { cursor: string };

    // Too far behind: more changed rows than `rebuildAfter` since the save.
    for (let index = 200; index < 203; index += 1) await rebuilt.record({ query: request(index), tool: 'find_files', args: { root: `~/r${index}` } });
    const behind = matcherOn(file.open(), { rebuildAfter: 2 });
    expect(await served(behind, 201)).toBe('~/r201');
    expect(behind.fromSavedIndex).toBe(false);
    expect((JSON.parse(readFileSync(`${path}.json`, 'utf8')) as { cursor: string }).cursor).not.toBe(stamp.cursor);
    const caughtUp = matcherOn(file.open(), { rebuildAfter: 2 });
    expect(await served(caughtUp, 202)).toBe('~/r202');
    expect(caughtUp.fromSavedIndex).toBe(true);
  });

  it.skipIf(hnsw === undefined)(`should drop the saved index after a row is deleted from the log${skipReason}`, async () => {
    const store = file.open();
    await seed(store, 60);
    expect(await matcherOn(store).saveIndex()).toBe(true);
    const raw = openDatabase(file.filename);
    raw.prepare('DELETE FROM canonical_query_log WHERE request = ?').run(request(9));
    raw.close();
    const fresh = matcherOn(file.open());
    expect(await served(fresh, 9)).not.toBe('~/r9');
    expect(await served(fresh, 10)).toBe('~/r10');
    expect(fresh.fromSavedIndex).toBe(false);
  });
  it.skipIf(hnsw === undefined)(`should serve a request in a stored lemma form from the store, searching the saved index only for the others${skipReason}`, async () => {
    const store = file.open();
    await seed(store, 120);
    expect(await matcherOn(store).saveIndex()).toBe(true);
    const fresh = matcherOn(file.open(), { byLemma: true });
    for (const index of [0, 17, 64, 119, 3, 5, 8, 13, 21, 34]) expect(await served(fresh, index)).toBe(`~/r${index}`);
    expect(fresh.fromSavedIndex).toBe(true);
    // No search yet: the file is not loaded whole (it is after `loadAfter` searches in place).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fresh.savedIndexLoaded).toBe(false);
    const unseen = async (index: number) => {
      const match = await fresh.match(`water the ${words[index % words.length]} plants on the balcony`, { manifests, ...clock });
      return match.kind === 'hit' ? match.args.root : match.reason;
    };
    expect(await unseen(0)).toBe('below_threshold');
    for (let attempt = 1; attempt < 200 && !fresh.savedIndexLoaded; attempt += 1) {
      expect(await unseen(attempt)).toBe('below_threshold');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(fresh.savedIndexLoaded).toBe(true);
    for (const index of [1, 33, 118]) expect(await served(fresh, index)).toBe(`~/r${index}`);
  });
});
