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
