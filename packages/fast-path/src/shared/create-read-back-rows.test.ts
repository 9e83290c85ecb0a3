import { describe, expect, it } from 'vitest';
import { createReadBackRows } from './create-read-back-rows';
import { createMutableVectorIndex } from './vector-index';

const dimension = 8;
const vectorOf = (seed: number) => Float32Array.from({ length: dimension }, (_, column) => Math.sin(seed * 7.3 + column * 1.7) * (1 + seed));
/** The score a one-row index gives (how every other search scores a row). */
const scoreAlone = (row: Float32Array, query: Float32Array) => {
  const index = createMutableVectorIndex({ dimension });
  index.add(row);
  return index.score(0, query);
};

describe('createReadBackRows', () => {
  it('should score every kept row as a one-row index does, through replacements and removals', () => {
    const rows = createReadBackRows<{ id: number; vector: Float32Array }>(dimension);
    const current = new Map<number, Float32Array>();
    const keep = (id: number, seed: number) => {
      const vector = vectorOf(seed);
      rows.set({ id, vector });
      current.set(id, vector);
    };
    for (let id = 1; id <= 6; id += 1) keep(id, id);
    keep(3, 30);
    rows.delete(1);
    current.delete(1);
    rows.delete(99);
    keep(7, 7);
    rows.delete(6);
    current.delete(6);
    const query = vectorOf(42);
    for (let id = 1; id <= 7; id += 1) {
      expect(rows.has(id)).toBe(current.has(id));
      const scored = rows.score(id, query);
      if (!current.has(id)) expect(scored).toBeUndefined();
      else expect(scored).toEqual({ row: { id, vector: current.get(id) }, score: scoreAlone(current.get(id)!, query) });
    }
  });

  it('should keep a row of another dimension without scoring it, and forget everything on clear', () => {
    const rows = createReadBackRows<{ id: number; vector: Float32Array }>(dimension);
    rows.set({ id: 1, vector: new Float32Array(3) });
    rows.set({ id: 2, vector: vectorOf(2) });
    expect(rows.has(1)).toBe(true);
    expect(rows.score(1, vectorOf(1))).toBeUndefined();
    expect(rows.score(2, vectorOf(1))?.score).toBe(scoreAlone(vectorOf(2), vectorOf(1)));
    rows.clear();
    expect(rows.has(2)).toBe(false);
    expect(rows.score(2, vectorOf(1))).toBeUndefined();
  });
});
