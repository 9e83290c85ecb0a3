import type { Embedder } from '@metnos/core';
import { canonicalizeQuery } from '@metnos/fast-path';
import { createPraxisStore, openDatabase } from '@metnos/praxis-store';
import { benchSyntheticRequest } from './bench-synthetic-request';

/**
 * Writes `rows` L1 rows (count 3; `tool` with `args`, default find_files over `~/`) of distinct synthetic requests
 * into the Praxis file `filename` (created when missing), in one transaction: a learned store for the benchmarks.
 */
export async function seedL1Rows({
  filename,
  rows,
  embedder,
  tool = 'find_files',
  args = { root: '~/' },
}: {
  filename: string;
  rows: number;
  embedder: Embedder;
  tool?: string;
  args?: Record<string, unknown>;
}): Promise<void> {
  createPraxisStore({ filename }).close();
  const database = openDatabase(filename);
  const now = '2026-05-19T12:00:00.000Z';
  database.prepare('INSERT OR IGNORE INTO embedders (embedder_id, dimension) VALUES (?, ?)').run(embedder.id, embedder.dimension);
  const insert = database.prepare(
    `INSERT INTO canonical_query_log (query, tool, args_observed_json, count, successes, last_day_rank, embedder_id, dimension, vector, request, created_at, updated_at)
     VALUES (?, ?, ?, 3, 3, 0, ?, ?, ?, ?, ?, ?)`,
  );
  const texts = Array.from({ length: rows }, (_, index) => benchSyntheticRequest(index));
  const canonical = texts.map((text) => canonicalizeQuery(text));
  const vectors = await embedder.embed(canonical);
  database.transaction(() => {
    texts.forEach((request, index) => {
      const vector = vectors[index]!;
      insert.run(canonical[index], tool, JSON.stringify(args), embedder.id, vector.length, Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength), request, now, now);
    });
  })();
  database.close();
}
