import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPraxisStore, type SqlitePraxisStore } from './create-praxis-store';

let directory: string;
const opened: SqlitePraxisStore[] = [];
const open = (name = 'changes.sqlite'): SqlitePraxisStore => {
  const store = createPraxisStore({ filename: join(directory, name) });
  opened.push(store);
  return store;
};
const vector = new Float32Array([1, 0, 0]);
const observe = (store: SqlitePraxisStore, query: string, times = 1, request?: string) => {
  for (let pass = 0; pass < times; pass += 1) {
    store.recordCanonicalQuery({ query, tool: 'find_files', argsObserved: { q: query }, embedderId: 'e', vector, ...(request === undefined ? {} : { request }) });
  }
};

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'metnos-changes-'));
});
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('readCandidateChanges', () => {
  it('should return every candidate first, then only the rows a write changed', () => {
    const store = open();
    observe(store, 'a', 3);
    observe(store, 'b', 1);
    const first = store.listCanonicalCandidateChanges('e', 2);
    expect(first).toMatchObject({ reset: true, removals: [] });
    expect(first.upserts.map((row) => row.query)).toEqual(['a']);
    expect(store.listCanonicalCandidateChanges('e', 2, first.cursor)).toEqual({ cursor: first.cursor, reset: false, upserts: [], removals: [] });

    observe(store, 'b', 1);
    const second = store.listCanonicalCandidateChanges('e', 2, first.cursor);
    expect(second).toMatchObject({ reset: false, removals: [] });
    expect(second.upserts.map((row) => [row.query, row.count])).toEqual([['b', 2]]);

    const id = second.upserts[0]!.id;
    store.demoteCanonicalQuery(id);
    expect(store.listCanonicalCandidateChanges('e', 2, second.cursor)).toMatchObject({ reset: false, upserts: [], removals: [id] });
  });

  it('should report no change and keep the memoised list when another table is written', () => {
    const store = open();
    observe(store, 'a', 3);
    const { cursor } = store.listCanonicalCandidateChanges('e', 3);
    const before = store.listCanonicalCandidates('e', 3);
    store.appendObservation({ turnId: 't1', query: 'a', verdict: 'ok', layer: 'L1', latencies: {} });
    store.markActiveDay('2026-05-19');
    expect(store.listCanonicalCandidateChanges('e', 3, cursor)).toMatchObject({ reset: false, upserts: [], removals: [] });
    const after = store.listCanonicalCandidates('e', 3);
    expect(after).not.toBe(before);
    expect(after[0]).toBe(before[0]);
  });

  it('should see rows committed by another connection on the same file', () => {
    const reader = open('shared.sqlite');
    const writer = open('shared.sqlite');
    observe(writer, 'a', 3);
    const { cursor } = reader.listCanonicalCandidateChanges('e', 3);
    observe(writer, 'c', 3);
    expect(reader.listCanonicalCandidateChanges('e', 3, cursor).upserts.map((row) => row.query)).toEqual(['c']);
  });

  it('should follow touched paths, give an expired (retired) path as a removal, and reset after a delete or for an unknown cursor', () => {
    const store = open();
    const path = { signature: 's', steps: [{ tool: 't', args: {} }], embedderId: 'e', vector };
    store.recordMultiToolPath({ ...path, canonicalQuery: 'old', dayRank: 1 });
    store.recordMultiToolPath({ ...path, canonicalQuery: 'new', dayRank: 40, request: 'New request' });
    const first = store.listMultiToolCandidateChanges('e', 1);
    expect(first.upserts.map((row) => [row.canonicalQuery, row.request])).toEqual([['old', undefined], ['new', 'New request']]);
    store.touchMultiToolPath(first.upserts[1]!.id, 41);
    const touched = store.listMultiToolCandidateChanges('e', 1, first.cursor);
    expect(touched.upserts.map((row) => [row.canonicalQuery, row.uses, row.lastDayRank])).toEqual([['new', 2, 41]]);
    expect(store.expireMultiToolPaths(41, 30)).toBe(1);
    const expired = store.listMultiToolCandidateChanges('e', 1, touched.cursor);
    expect(expired).toMatchObject({ reset: false, upserts: [], removals: [first.upserts[0]!.id] });
    expect(store.listMultiToolCandidateChanges('e', 1).upserts.map((row) => row.canonicalQuery)).toEqual(['new']);
    const raw = new Database(store.filename);
    raw.prepare("DELETE FROM multi_tool_paths WHERE canonical_query = 'old'").run();
    raw.close();
    const afterDelete = store.listMultiToolCandidateChanges('e', 1, expired.cursor);
    expect(afterDelete.reset).toBe(true);
    expect(afterDelete.upserts.map((row) => row.canonicalQuery)).toEqual(['new']);
    expect(store.listMultiToolCandidateChanges('e', 1, 'not a cursor').reset).toBe(true);
  });

  it('should keep the request as written and the time of the first observation', () => {
    const store = open();
    observe(store, 'remind call anna 5pm', 1, 'Remind me to call Anna at 5pm');
    observe(store, 'remind call anna 5pm', 2, 'remind me to call anna at 5pm!!');
    const [row] = store.listCanonicalCandidateChanges('e', 3).upserts;
    expect(row).toMatchObject({ request: 'Remind me to call Anna at 5pm', count: 3 });
    expect(Number.isNaN(Date.parse(row!.observedAt!))).toBe(false);
    expect(Object.isFrozen(row)).toBe(true);
  });
});
