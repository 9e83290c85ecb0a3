import { describe, expect, it } from 'vitest';
import { createCandidateIndexCache } from './candidate-index-cache';

interface Row {
  id: number;
  note: string;
  vector: Float32Array;
}

const row = (id: number, values: number[], note = 'first'): Row => ({ id, note, vector: new Float32Array(values) });

describe('createCandidateIndexCache', () => {
  it('should pack once and reuse the matrix while the store returns the same array', () => {
    const cache = createCandidateIndexCache<Row>({ dimension: 2 });
    const rows = [row(1, [1, 0]), row(2, [0, 1])];
    const first = cache.current(rows);
    expect(cache.current(rows)).toBe(first);
    // A shallow copy of the same records (what @metnos/praxis-store returns while the file is unchanged).
    const copy = [...rows];
    expect(cache.current(copy).index).toBe(first.index);
    expect(cache.current(copy).rows).toBe(copy);
    expect(cache.builds).toBe(1);
    expect(first.index.search(new Float32Array([0, 1]), { k: 1 })).toEqual([{ index: 1, score: 1 }]);
  });

  it('should reuse the matrix for a fresh array of the same vectors but return its current rows', () => {
    const cache = createCandidateIndexCache<Row>({ dimension: 2 });
    const rows = [row(1, [1, 0]), row(2, [0, 1])];
    const first = cache.current(rows);
    const refreshed = rows.map((candidate) => ({ ...candidate, note: 'updated' }));
    const second = cache.current(refreshed);
    expect(cache.builds).toBe(1);
    expect(second.index).toBe(first.index);
    expect(second.rows).toBe(refreshed);
    expect(second.rows.map((candidate) => candidate.note)).toEqual(['updated', 'updated']);
  });

  it('should rebuild when a row is added, removed, reordered or given a new vector object', () => {
    const cache = createCandidateIndexCache<Row>({ dimension: 2 });
    const [a, b, c] = [row(1, [1, 0]), row(2, [0, 1]), row(3, [1, 1])];
    cache.current([a!, b!]);
    cache.current([a!, b!, c!]);
    expect(cache.builds).toBe(2);
    cache.current([a!, c!]);
    expect(cache.builds).toBe(3);
    const reordered = cache.current([c!, a!]);
    expect(cache.builds).toBe(4);
    expect(reordered.index.search(new Float32Array([1, 0]), { k: 1 })[0]?.index).toBe(1);
    // Equal content in a new vector object (what a store returns after re-reading its rows) is a rebuild.
    cache.current([row(3, [1, 1]), a!]);
    expect(cache.builds).toBe(5);
  });

  it('should rebuild after invalidate even for the same array', () => {
    const cache = createCandidateIndexCache<Row>({ dimension: 2 });
    const rows = [row(1, [1, 0])];
    cache.current(rows);
    cache.invalidate();
    cache.current(rows);
    expect(cache.builds).toBe(2);
  });

  it('should leave out rows of another dimension and keep index positions aligned with rows', () => {
    const cache = createCandidateIndexCache<Row>({ dimension: 2 });
    const rows = [row(1, [1, 0, 0]), row(2, [0, 1]), row(3, [1, 0])];
    const { rows: kept, index } = cache.current(rows);
    expect(kept.map((candidate) => candidate.id)).toEqual([2, 3]);
    expect(index.size).toBe(2);
    const [best] = index.search(new Float32Array([1, 0]), { k: 1 });
    expect(kept[best!.index]?.id).toBe(3);
    const refreshed = rows.map((candidate) => ({ ...candidate, note: 'updated' }));
    expect(cache.current(refreshed).rows.map((candidate) => [candidate.id, candidate.note])).toEqual([
      [2, 'updated'],
      [3, 'updated'],
    ]);
    expect(cache.builds).toBe(1);
  });
});
