import type { CandidateChanges } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { createLiveCandidateIndex } from './create-live-candidate-index';
import { loadHnswIndexFactory } from './load-hnsw-index-factory';
import { createVectorIndex } from './vector-index';

interface Row {
  id: number;
  count: number;
  vector: Float32Array;
}

/** Seeded xorshift in [-1, 1). */
function randomSource(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 31 - 1;
  };
}

/** A store with a change feed like @metnos/praxis-store's: rows changed since a revision, reset after a delete. */
class FeedStore {
  private rows = new Map<number, Row & { revision: number }>();
  private revision = 0;
  private deletions = 0;
  feedCalls = 0;

  put(row: Row): void {
    this.revision += 1;
    this.rows.set(row.id, { ...row, revision: this.revision });
  }

  delete(id: number): void {
    this.revision += 1;
    this.deletions += 1;
    this.rows.delete(id);
  }

  list = (): Row[] => [...this.rows.values()].map(({ revision: _revision, ...row }) => row);
  private changedSince = (revision: number): Row[] => [...this.rows.values()].filter((row) => row.revision > revision).map(({ revision: _revision, ...row }) => row);

  changes = (cursor: string | undefined): CandidateChanges<Row> => {
    this.feedCalls += 1;
    const next = `${this.revision}:${this.deletions}`;
    const [revision, deletions] = (cursor ?? '').split(':').map(Number);
    if (cursor === undefined || deletions !== this.deletions) return { cursor: next, reset: true, upserts: this.list(), removals: [] };
    return { cursor: next, reset: false, upserts: this.changedSince(revision!), removals: [] };
  };
}

const unit = (random: () => number, dimension: number) => Float32Array.from({ length: dimension }, () => random());

describe('createLiveCandidateIndex', () => {
  it('should apply writes row by row from the change feed, without rebuilding', async () => {
    const store = new FeedStore();
    const index = createLiveCandidateIndex<Row>({ dimension: 3, list: store.list, changes: store.changes });
    store.put({ id: 1, count: 3, vector: new Float32Array([1, 0, 0]) });
    store.put({ id: 2, count: 3, vector: new Float32Array([0, 1, 0]) });
    await index.sync();
    expect(index.builds).toBe(1);
    await index.sync();
    store.put({ id: 3, count: 3, vector: new Float32Array([0, 0, 1]) });
    store.put({ id: 1, count: 4, vector: new Float32Array([1, 0, 0]) });
    await index.sync();
    expect(index.builds).toBe(1);
    expect(index.size).toBe(3);
    expect(index.search(new Float32Array([0, 0, 1]), 1)[0]).toMatchObject({ row: { id: 3 }, score: 1 });
    expect(index.search(new Float32Array([1, 0, 0]), 1)[0]!.row).toMatchObject({ id: 1, count: 4 });
    store.put({ id: 2, count: 3, vector: new Float32Array([0, 0, -1]) });
    await index.sync();
    expect(index.search(new Float32Array([0, 0, -1]), 1)[0]).toMatchObject({ row: { id: 2 }, score: 1 });
    store.delete(3);
    await index.sync();
    expect(index.builds).toBe(2);
    expect(index.search(new Float32Array([0, 0, 1]), 3).map((hit) => hit.row.id)).not.toContain(3);
  });

  it('should drop rows that leave the list and keep every other row findable after the swap', async () => {
    const changes: CandidateChanges<Row>[] = [
      { cursor: '1', reset: true, upserts: [1, 2, 3, 4].map((id) => ({ id, count: 3, vector: Float32Array.from([id === 1 ? 1 : 0, id === 2 ? 1 : 0, id === 3 ? 1 : 0, id === 4 ? 1 : 0]) })), removals: [] },
      { cursor: '2', reset: false, upserts: [], removals: [2, 99] },
    ];
    const index = createLiveCandidateIndex<Row>({ dimension: 4, list: () => [], changes: () => changes.shift()! });
    await index.sync();
    await index.sync();
    expect(index.size).toBe(3);
    for (const id of [1, 3, 4]) {
      const query = Float32Array.from([1, 2, 3, 4], (axis) => (axis === id ? 1 : 0));
      expect(index.search(query, 1)[0]).toMatchObject({ row: { id }, score: 1 });
    }
  });

  it('should give the same hits as a fresh index after a random sequence of writes', async () => {
    const random = randomSource(7);
    const store = new FeedStore();
    const index = createLiveCandidateIndex<Row>({ dimension: 32, list: store.list, changes: store.changes });
    for (let step = 0; step < 400; step += 1) {
      const id = 1 + Math.floor(((random() + 1) / 2) * 60);
      store.put({ id, count: step, vector: unit(random, 32) });
      if (step % 37 === 0) await index.sync();
    }
    await index.sync();
    const rows = store.list();
    const fresh = createVectorIndex(rows.map((row) => row.vector), { dimension: 32 });
    for (let query = 0; query < 20; query += 1) {
      const vector = unit(random, 32);
      const expected = fresh.search(vector, { k: 5 }).map((hit) => [rows[hit.index]!.id, hit.score]);
      expect(index.search(vector, 5).map((hit) => [hit.row.id, hit.score])).toEqual(expected);
    }
  });

  it('should rebuild from the list when the store has no change feed and the list changed', async () => {
    let rows: Row[] = [{ id: 1, count: 3, vector: new Float32Array([1, 0]) }];
    const index = createLiveCandidateIndex<Row>({ dimension: 2, list: () => rows });
    await index.sync();
    await index.sync();
    expect(index.builds).toBe(1);
    rows = [...rows, { id: 2, count: 3, vector: new Float32Array([0, 1]) }];
    await index.sync();
    expect(index.builds).toBe(2);
    expect(index.search(new Float32Array([0, 1]), 1)[0]!.row.id).toBe(2);
  });
});

const hnsw = await loadHnswIndexFactory();
const skipReason = hnsw === undefined ? ' (skipped: hnswlib-node, an optional peer, is not installed)' : '';

describe('createLiveCandidateIndex with hnswlib-node', () => {
  it.skipIf(hnsw === undefined)(`should serve large sets through the approximate index, rescored exactly, and follow writes${skipReason}`, async () => {
    const random = randomSource(11);
    const store = new FeedStore();
    for (let id = 1; id <= 2_000; id += 1) store.put({ id, count: 3, vector: unit(random, 32) });
    const index = createLiveCandidateIndex<Row>({
      dimension: 32,
      list: store.list,
      changes: store.changes,
      approximate: () => loadHnswIndexFactory(),
      approximateFrom: 1_000,
      approximateBuildBudgetMs: 0,
    });
    // A zero budget inserts one slice of 64 rows per sync: the exact scan serves until the graph holds every row.
    await index.sync();
    expect(index.engine).toBe('exact');
    let syncs = 1;
    while (index.engine === 'exact' && syncs < 100) {
      await index.sync();
      syncs += 1;
    }
    expect(index.engine).toBe('approximate');
    expect(syncs).toBeGreaterThan(2);
    const rows = store.list();
    const exact = createVectorIndex(rows.map((row) => row.vector), { dimension: 32 });
    let agreed = 0;
    for (let query = 0; query < 50; query += 1) {
      const target = rows[Math.floor(((random() + 1) / 2) * rows.length)]!;
      const vector = target.vector.map((value) => value + random() * 0.05);
      const best = index.search(vector, 1)[0]!;
      expect(best.score).toBeCloseTo(exact.score(rows.findIndex((row) => row.id === best.row.id), vector), 12);
      if (best.row.id === rows[exact.search(vector, { k: 1 })[0]!.index]!.id) agreed += 1;
    }
    expect(agreed).toBeGreaterThanOrEqual(48);
    store.put({ id: 5_000, count: 3, vector: new Float32Array(32).fill(1) });
    await index.sync();
    // Found at once (scored beside the graph), and still found once inserted after the match returned.
    expect(index.search(new Float32Array(32).fill(1), 1)[0]).toMatchObject({ row: { id: 5_000 } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(index.search(new Float32Array(32).fill(1), 1)[0]).toMatchObject({ row: { id: 5_000 } });
    store.put({ id: 5_000, count: 0, vector: new Float32Array(32).fill(-1) });
    await index.sync();
    expect(index.search(new Float32Array(32).fill(1), 5).map((hit) => hit.row.id)).not.toContain(5_000);
  });
});
