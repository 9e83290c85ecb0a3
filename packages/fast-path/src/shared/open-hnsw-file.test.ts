import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FastPathError } from '../fast-path-error';
import { loadHnswIndexFactory } from './load-hnsw-index-factory';
import { openHnswFile } from './open-hnsw-file';
import { createVectorIndex } from './vector-index';

const hnsw = await loadHnswIndexFactory();
const skipReason = hnsw === undefined ? ' (skipped: hnswlib-node, an optional peer, is not installed)' : '';

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'hnsw-file-'));
});
afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

/** `count` pseudo-random vectors of `dimension` (a fixed linear congruential sequence). */
function randomVectors(count: number, dimension: number, seed = 7): Float32Array[] {
  let state = seed;
  const next = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648) - 0.5;
  return Array.from({ length: count }, () => Float32Array.from({ length: dimension }, next));
}

describe('openHnswFile', () => {
  it.skipIf(hnsw === undefined)(`should find what an exact scan finds in a file hnswlib wrote, reading only the nodes it visits${skipReason}`, async () => {
    const dimension = 32;
    const vectors = randomVectors(3000, dimension);
    const graph = hnsw!(dimension);
    vectors.forEach((vector, position) => graph.add(position + 100, vector));
    const deleted = [100, 101, 102, 555];
    for (const label of deleted) graph.remove(label);
    const path = join(directory, 'l1.hnsw');
    await graph.write!(path);

    const file = await openHnswFile(path, { dimension });
    expect(file.count).toBe(3000);
    const exact = createVectorIndex(vectors, { dimension });
    let found = 0;
    const queries = vectors.slice(0, 40).map((vector, position) => (position % 2 === 0 ? vector : randomVectors(1, dimension, position)[0]!));
    for (const query of queries) {
      const hits = file.search(query, 10);
      expect(hits.every((hit) => !deleted.includes(hit.label))).toBe(true);
      expect(hits.map((hit) => hit.score)).toEqual([...hits.map((hit) => hit.score)].sort((left, right) => right - left));
      const truth = exact
        .search(query, { k: 14 })
        .map((hit) => hit.index + 100)
        .filter((label) => !deleted.includes(label))
        .slice(0, 10);
      found += hits.filter((hit) => truth.includes(hit.label)).length;
      // The score is the cosine of the query with the stored row.
      const best = hits[0]!;
      expect(best.score).toBeCloseTo(exact.score(best.label - 100, query), 5);
      expect(hits.map((hit) => hit.label)).toEqual(graph.search(query, 10));
    }
    expect(found / (queries.length * 10)).toBeGreaterThan(0.95);
    // A stored row (not deleted) finds itself first.
    expect(file.search(vectors[200]!, 1)[0]!.label).toBe(300);
    file.close();
    // One search of a fresh file reads a part of it only.
    const fresh = await openHnswFile(path, { dimension });
    fresh.search(vectors[7]!, 5);
    expect(fresh.nodesRead).toBeGreaterThan(0);
    expect(fresh.nodesRead).toBeLessThan(1500);
    fresh.close();
  });

  it.skipIf(hnsw === undefined)(`should refuse a cut-short, foreign or other-dimension file with index_corrupt${skipReason}`, async () => {
    const dimension = 16;
    const graph = hnsw!(dimension);
    randomVectors(200, dimension).forEach((vector, position) => graph.add(position, vector));
    const path = join(directory, 'l1.hnsw');
    await graph.write!(path);
    const bytes = readFileSync(path);
    const reject = async (file: string, dimensionAsked = dimension) => {
      const error = await openHnswFile(file, { dimension: dimensionAsked }).then(
        (opened) => {
          // A file cut inside its upper-level links fails on the first search.
          opened.search(randomVectors(1, dimension)[0]!, 5);
          return undefined;
        },
        (failure: unknown) => failure,
      ).catch((failure: unknown) => failure);
      expect(FastPathError.isInstance(error) && error.code === 'index_corrupt').toBe(true);
    };
    writeFileSync(join(directory, 'short'), bytes.subarray(0, bytes.length - 9));
    await reject(join(directory, 'short'));
    writeFileSync(join(directory, 'tiny'), bytes.subarray(0, 40));
    await reject(join(directory, 'tiny'));
    writeFileSync(join(directory, 'foreign'), Buffer.alloc(bytes.length, 0x41));
    await reject(join(directory, 'foreign'));
    await reject(path, 24);
  });
});
