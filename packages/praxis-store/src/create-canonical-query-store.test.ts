import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPraxisStore } from './create-praxis-store';

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'canonical-query-store-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(directory, { recursive: true, force: true });
});

describe('createCanonicalQueryStore', () => {
  it('should answer listCanonicalCandidatesByQuery from the unique key of the log, never the rows of the embedder', () => {
    const filename = join(directory, 'praxis.sqlite');
    const prepared: string[] = [];
    const prepare = Database.prototype.prepare;
    vi.spyOn(Database.prototype, 'prepare').mockImplementation(function (this: Database.Database, sql: string) {
      prepared.push(sql);
      return prepare.call(this, sql);
    });
    const store = createPraxisStore({ filename });
    const vector = new Float32Array([1, 0, 0, 0]);
    for (let index = 0; index < 50; index += 1) {
      for (let pass = 0; pass < 3; pass += 1) store.recordCanonicalQuery({ query: `trovare file ${index}`, tool: 'find_files', argsObserved: {}, embedderId: 'e', vector });
    }
    store.recordCanonicalQuery({ query: 'trovare file 7', tool: 'find_photos', argsObserved: {}, embedderId: 'e', vector });
    expect(store.listCanonicalCandidatesByQuery('e', 1, 'trovare file 7').map((row) => [row.tool, row.count])).toEqual([['find_files', 3], ['find_photos', 1]]);
    expect(store.listCanonicalCandidatesByQuery('e', 3, 'trovare file 7').map((row) => row.tool)).toEqual(['find_files']);
    store.close();
    vi.restoreAllMocks();

    const sql = prepared.find((statement) => /FROM canonical_query_log WHERE query = \?/u.test(statement) && !/tool = \?/u.test(statement));
    expect(sql).toBeDefined();
    const raw = new Database(filename, { readonly: true });
    const plan = (raw.prepare(`EXPLAIN QUERY PLAN ${sql!}`).all('trovare file 7', 'e', 1) as Array<{ detail: string }>).map((row) => row.detail).join('; ');
    raw.close();
    // The unique (query, tool, embedder_id) key: one probe, whatever the number of rows of the embedder.
    expect(plan).toMatch(/SEARCH canonical_query_log USING INDEX sqlite_autoindex_canonical_query_log_1 \(query=\?\)/u);
  });
});
