import { describe, expect, it } from 'vitest';
import { FastPathError } from '../fast-path-error';
import { createVectorIndex } from './vector-index';

const rows = [new Float32Array([1, 0, 0]), new Float32Array([0, 1, 0]), new Float32Array([1, 1, 0]), new Float32Array([0, 0, 2])];

describe('createVectorIndex', () => {
  it('should return the best rows by cosine, best first', () => {
    const index = createVectorIndex(rows, { dimension: 3 });
    const hits = index.search(new Float32Array([1, 0.2, 0]), { k: 2 });
    expect(hits.map((hit) => hit.index)).toEqual([0, 2]);
    expect(hits[0]?.score).toBeCloseTo(1 / Math.hypot(1, 0.2), 6);
  });

  it('should normalise rows and queries that are not unit length', () => {
    const hits = createVectorIndex(rows, { dimension: 3 }).search(new Float32Array([0, 0, 5]), { k: 1 });
    expect(hits).toEqual([{ index: 3, score: 1 }]);
  });

  it('should drop rows under minScore and handle an empty index', () => {
    expect(createVectorIndex(rows, { dimension: 3 }).search(new Float32Array([1, 0, 0]), { k: 4, minScore: 0.5 }).map((hit) => hit.index)).toEqual([0, 2]);
    expect(createVectorIndex([], { dimension: 3 }).search(new Float32Array([1, 0, 0]))).toEqual([]);
  });

  it('should keep the k best among many rows', () => {
    const many = Array.from({ length: 500 }, (_, row) => new Float32Array([Math.cos(row / 100), Math.sin(row / 100)]));
    const hits = createVectorIndex(many, { dimension: 2 }).search(new Float32Array([Math.cos(2.5), Math.sin(2.5)]), { k: 3 });
    expect(hits.map((hit) => hit.index).sort((left, right) => left - right)).toEqual([249, 250, 251]);
  });

  it('should keep ties in row order, cap k at the size, and give the same answers when k changes between searches', () => {
    const index = createVectorIndex([new Float32Array([1, 0]), new Float32Array([0, 1]), new Float32Array([2, 0]), new Float32Array([1, 1])], { dimension: 2 });
    expect(index.search(new Float32Array([1, 0]), { k: 1 })).toEqual([{ index: 0, score: 1 }]);
    expect(index.search(new Float32Array([1, 0]), { k: 10 }).map((hit) => hit.index)).toEqual([0, 2, 3, 1]);
    expect(index.search(new Float32Array([1, 0]), { k: 2 }).map((hit) => hit.index)).toEqual([0, 2]);
    expect(index.search(new Float32Array([1, 0]), { k: 0 })).toEqual([]);
    expect(index.search(new Float32Array([0, 0]), { k: 2 })).toEqual([{ index: 0, score: 0 }, { index: 1, score: 0 }]);
  });

  it('should reject vectors of another dimension', () => {
    expect(() => createVectorIndex([new Float32Array(2)], { dimension: 3 })).toThrow(FastPathError);
    expect(() => createVectorIndex(rows, { dimension: 3 }).search(new Float32Array(4))).toThrow(/expected 3/u);
  });
});

/** Seeded xorshift in [-1, 1). */
function randomSource(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) / 0xffffffff) * 2 - 1;
  };
}

function unit(vector: Float32Array): Float32Array {
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
  return vector.map((value) => value / norm);
}

describe('createVectorIndex with the SIMD pre-scan', () => {
  const dimension = 64;

  it('should return exactly the hits of the exact scan on seeded random unit vectors', () => {
    const next = randomSource(7);
    const vectors = Array.from({ length: 3_000 }, () => unit(Float32Array.from({ length: dimension }, next)));
    const exact = createVectorIndex(vectors, { dimension, prescanFrom: Number.POSITIVE_INFINITY });
    const prescanned = createVectorIndex(vectors, { dimension, prescanFrom: 0 });
    for (let trial = 0; trial < 40; trial += 1) {
      // Queries near a stored row (as a repeated request is) and unrelated ones.
      const base = trial % 2 === 0 ? vectors[(trial * 71) % vectors.length]! : Float32Array.from({ length: dimension }, next);
      const query = base.map((value) => value + next() * 0.02);
      for (const options of [{ k: 1 }, { k: 5 }, { k: 32 }, { k: 5, minScore: 0.95 }, { k: 5, minScore: 0.3 }]) {
        expect(prescanned.search(query, options)).toEqual(exact.search(query, options));
      }
    }
  });

  it('should keep exact order and ties among adversarial near-ties closer than the float32 error', () => {
    const next = randomSource(11);
    const target = unit(Float32Array.from({ length: dimension }, next));
    // Rows equal to the target, and rows one float32 ulp away in one component: their exact scores differ by
    // far less than the pre-scan's error bound, so only the exact rescoring can order them.
    const vectors: Float32Array[] = [];
    for (let row = 0; row < 2_000; row += 1) {
      if (row % 97 === 0) vectors.push(target.slice());
      else if (row % 89 === 0) {
        const nudged = target.slice();
        const column = row % dimension;
        nudged[column] = Math.fround(nudged[column]! * (1 + (row % 2 === 0 ? 2 ** -23 : -(2 ** -23))));
        vectors.push(nudged);
      } else vectors.push(unit(Float32Array.from({ length: dimension }, next)));
    }
    const exact = createVectorIndex(vectors, { dimension, prescanFrom: Number.POSITIVE_INFINITY });
    const prescanned = createVectorIndex(vectors, { dimension, prescanFrom: 0 });
    for (const k of [1, 3, 10, 25, 40]) {
      const expected = exact.search(target, { k });
      expect(prescanned.search(target, { k })).toEqual(expected);
      expect(prescanned.search(target, { k, minScore: expected.at(-1)!.score })).toEqual(exact.search(target, { k, minScore: expected.at(-1)!.score }));
    }
    // The near-ties are real: the 40 best differ by less than the pre-scan's error bound, and the exact copies
    // of the target (equal scores) come in row order.
    const best = exact.search(target, { k: 40 });
    expect(best[0]!.score - best.at(-1)!.score).toBeLessThan((dimension + 64) * 2 ** -24);
    const copies = best.map((hit) => hit.index).filter((index) => index % 97 === 0);
    expect(copies.length).toBeGreaterThan(10);
    expect(copies).toEqual([...copies].sort((left, right) => left - right));
  });

  it('should fall back to the exact scan for zero or non-finite queries and rows', () => {
    const next = randomSource(3);
    const vectors = Array.from({ length: 200 }, () => unit(Float32Array.from({ length: dimension }, next)));
    const prescanned = createVectorIndex(vectors, { dimension, prescanFrom: 0 });
    const exact = createVectorIndex(vectors, { dimension, prescanFrom: Number.POSITIVE_INFINITY });
    expect(prescanned.search(new Float32Array(dimension), { k: 3 })).toEqual(exact.search(new Float32Array(dimension), { k: 3 }));
    const withNaN = [...vectors, new Float32Array(dimension).fill(Number.NaN)];
    const query = vectors[5]!;
    expect(createVectorIndex(withNaN, { dimension, prescanFrom: 0 }).search(query, { k: 4 })).toEqual(
      createVectorIndex(withNaN, { dimension, prescanFrom: Number.POSITIVE_INFINITY }).search(query, { k: 4 }),
    );
  });
});

describe('createMutableVectorIndex', () => {
  it('should give the same hits as a fresh index while rows are added past its capacity, replaced and removed, with and without the pre-scan', async () => {
    const { createMutableVectorIndex } = await import('./vector-index');
    for (const prescanFrom of [Infinity, 64]) {
      const random = randomSource(3);
      const unitRow = () => Float32Array.from({ length: 32 }, () => random());
      const live = createMutableVectorIndex({ dimension: 32, prescanFrom, capacity: 8 });
      const rows: Float32Array[] = [];
      for (let step = 0; step < 300; step += 1) {
        const roll = random();
        if (roll < 0.6 || rows.length === 0) {
          const vector = unitRow();
          expect(live.add(vector)).toBe(rows.length);
          rows.push(vector);
        } else if (roll < 0.8) {
          const position = Math.floor(((random() + 1) / 2) * rows.length) % rows.length;
          rows[position] = unitRow();
          live.set(position, rows[position]!);
        } else {
          const position = Math.floor(((random() + 1) / 2) * rows.length) % rows.length;
          const moved = live.removeSwap(position);
          const last = rows.pop()!;
          if (moved !== -1) rows[position] = last;
        }
      }
      expect(live.size).toBe(rows.length);
      const fresh = createVectorIndex(rows, { dimension: 32, prescanFrom });
      for (let query = 0; query < 10; query += 1) {
        const vector = unitRow();
        expect(live.search(vector, { k: 5 })).toEqual(fresh.search(vector, { k: 5 }));
      }
    }
  });
});
