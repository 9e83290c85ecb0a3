import type { CanonicalQueryRecord, Embedder, ToolManifest } from '@metnos/core';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bench, describe } from 'vitest';
import { FeedCanonicalQueryStore, MemoisedCanonicalQueryStore } from './__fixtures__/in-memory-stores';
import { createCanonicalMatcher, type CanonicalMatcher } from './canonical/create-canonical-matcher';
import { loadHnswIndexFactory } from './shared/load-hnsw-index-factory';

// L1 lookups right after a write, against the steady state measured in the same run (issue 11, point 7).
// The stores hold `count` rows of deterministic random unit vectors; every match passes the query vector (no
// embedding call), so the figures are the matcher's own work: store feed + index upkeep + search + replay.

const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };
const manifests: ToolManifest[] = [
  { name: 'find_files', description: 'Finds files.', inputSchema: { type: 'object', properties: { root: { type: 'string' }, pattern: { type: 'string' } }, required: ['root'] } },
];
const query = 'find pdf files in home';

function randomUnitVectors(count: number, dimension: number, seed: number): Float32Array[] {
  let state = seed >>> 0 || 1;
  const next = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) / 0xffffffff) * 2 - 1;
  };
  return Array.from({ length: count + 1 }, () => {
    const vector = Float32Array.from({ length: dimension }, next);
    const norm = Math.hypot(...vector);
    return vector.map((value) => value / norm);
  });
}

const row = (id: number, vector: Float32Array, dimension: number): CanonicalQueryRecord => ({
  id,
  query: id === 1 ? query : `unrelated request ${id}`,
  tool: 'find_files',
  argsObserved: { root: '~/', pattern: '*.pdf' },
  count: 3,
  embedderId: `bench-${dimension}`,
  vector,
  request: id === 1 ? query : `unrelated request ${id}`,
});

const embedderOf = (dimension: number): Embedder => ({
  id: `bench-${dimension}`,
  dimension,
  embed: () => Promise.reject(new Error('the benchmark passes vectors')),
});

async function feedMatcher(count: number, dimension: number, approximate = false) {
  const vectors = randomUnitVectors(count, dimension, count + dimension);
  const store = new FeedCanonicalQueryStore();
  vectors.slice(0, count).forEach((vector, index) => store.put(row(index + 1, vector, dimension)));
  const matcher = createCanonicalMatcher({
    embedder: embedderOf(dimension),
    store,
    ...(approximate ? { approximateIndex: () => loadHnswIndexFactory(), approximateFrom: 20_000, approximateBuildBudgetMs: 60_000 } : {}),
  });
  const target = vectors[0]!;
  await matcher.match(query, { manifests, vector: target, ...clock });
  // The approximate index is built a slice per match; finish it before measuring.
  for (let pass = 0; approximate && matcher.engine !== 'approximate' && pass < 1_000; pass += 1) {
    await matcher.match(query, { manifests, vector: target, ...clock });
  }
  let nextId = count + 1;
  const spare = vectors[count]!;
  return {
    matcher,
    match: () => matcher.match(query, { manifests, vector: target, ...clock }),
    addRow: () => store.put(row(nextId++, spare, dimension)),
    bumpRow: () => store.put({ ...row(2, vectors[1]!, dimension), count: 3 + nextId++ }),
  };
}

async function packedMatcher(count: number, dimension: number) {
  const vectors = randomUnitVectors(count, dimension, count + dimension);
  const store = new MemoisedCanonicalQueryStore({ returns: 'shallow-copy' });
  vectors.slice(0, count).forEach((vector, index) => store.rows.push(row(index + 1, vector, dimension)));
  const matcher: CanonicalMatcher = createCanonicalMatcher({ embedder: embedderOf(dimension), store });
  const target = vectors[0]!;
  await matcher.match(query, { manifests, vector: target, ...clock });
  let pass = 0;
  return async () => {
    store.recordCanonicalQuery({ query: `written ${pass++}`, tool: 'find_files', argsObserved: {}, embedderId: `bench-${dimension}`, vector: vectors[count]! });
    return matcher.match(query, { manifests, vector: target, ...clock });
  };
}

const options = { time: 1_500, warmupTime: 200 };

const median = (values: number[]): number => [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Where `paired` writes its medians (vitest runs no `afterAll` in benchmark mode). */
const pairedReport = join(tmpdir(), 'fast-path-after-write-paired.json');
const pairedResults: Record<string, { pairs: number; steadyMedianMs: number; afterWriteMedianMs: number; ratio: number }> = {};

/**
 * The headline on a loaded machine: one bench alternates a steady lookup and a write + lookup, so both see the
 * same load; the medians and their ratio go to `pairedReport` every 10 pairs.
 */
function paired(label: string, subject: { match: () => Promise<unknown>; addRow: () => void }): void {
  const steady: number[] = [];
  const afterWrite: number[] = [];
  bench(`paired: a steady lookup, then a write that adds a row and a lookup (${label})`, async () => {
    let start = performance.now();
    await subject.match();
    steady.push(performance.now() - start);
    start = performance.now();
    subject.addRow();
    await subject.match();
    afterWrite.push(performance.now() - start);
    if (steady.length % 10 === 0) {
      pairedResults[label] = {
        pairs: steady.length,
        steadyMedianMs: median(steady),
        afterWriteMedianMs: median(afterWrite),
        ratio: median(afterWrite) / median(steady),
      };
      writeFileSync(pairedReport, `${JSON.stringify(pairedResults, null, 2)}\n`);
    }
  }, options);
}

for (const [count, dimension] of [
  [10_000, 256],
  [10_000, 1024],
] as const) {
  const feed = await feedMatcher(count, dimension);
  const repack = await packedMatcher(count, dimension);
  describe(`L1 at ${count.toLocaleString('en')} rows × ${dimension}`, () => {
    bench('steady state (store unchanged: one empty feed call)', async () => {
      await feed.match();
    }, options);
    bench('right after a write that adds a row', async () => {
      feed.addRow();
      await feed.match();
    }, options);
    bench('right after a write that bumps a row\'s count', async () => {
      feed.bumpRow();
      await feed.match();
    }, options);
    bench('anchor: right after a write, store without a change feed (full re-pack, the old behaviour)', async () => {
      await repack();
    }, options);
    paired(`${count} × ${dimension}`, feed);
  });
}

const hnsw = await loadHnswIndexFactory();
// FAST_PATH_BENCH_100K=0 skips the 100,000-row stores (their setup builds a 100k-row HNSW graph).
if (process.env['FAST_PATH_BENCH_100K'] !== '0') {
  const count = 100_000;
  const dimension = 256;
  const exact = await feedMatcher(count, dimension);
  const approximate = hnsw === undefined ? undefined : await feedMatcher(count, dimension, true);
  describe(`L1 at ${count.toLocaleString('en')} rows × ${dimension}${hnsw === undefined ? ' (hnswlib-node not installed: approximate rows skipped)' : ''}`, () => {
    bench('exact scan (SIMD pre-scan), steady state', async () => {
      await exact.match();
    }, options);
    bench('exact scan, right after a write that adds a row', async () => {
      exact.addRow();
      await exact.match();
    }, options);
    if (approximate !== undefined) {
      bench(`hnswlib-node index (engine: ${approximate.matcher.engine}), steady state`, async () => {
        await approximate.match();
      }, options);
      bench('hnswlib-node index, right after a write that adds a row', async () => {
        approximate.addRow();
        await approximate.match();
      }, options);
      paired(`${count} × ${dimension}, hnswlib-node`, approximate);
    }
    paired(`${count} × ${dimension}, exact`, exact);
  });
}
