import type { Embedder } from '@metnos/core';
import { canonicalizeQuery } from '@metnos/fast-path';
import { migrations, openDatabase } from '@metnos/praxis-store';

/** An L1 row as a turn before schema v8 taught it: its request, the executor and the arguments the planner chose. */
export interface Version7Row {
  request: string;
  tool: string;
  args: Record<string, unknown>;
}

/**
 * Writes `filename` as @metnos/praxis-store left it at schema version 7 (before L1 rows and L2 paths kept their
 * turn's language): the L1 rows of `rows` (count 3, embedded by `embedder` as L1 records them, taught on `taughtAt`)
 * and `paths` L2 paths of distinct English requests, all with their request and no language column (test helper).
 */
export async function writeVersion7PraxisFile({
  filename,
  embedder,
  rows,
  paths = 0,
  taughtAt = '2026-11-28T09:00:00.000Z',
}: {
  filename: string;
  embedder: Embedder;
  rows: readonly Version7Row[];
  paths?: number;
  taughtAt?: string;
}): Promise<void> {
  const database = openDatabase(filename, { migrations: migrations.filter((migration) => migration.version <= 7) });
  try {
    const canonical = rows.map((row) => canonicalizeQuery(row.request));
    const vectors = await embedder.embed(canonical);
    const blob = (vector: Float32Array) => Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);
    database.prepare('INSERT INTO embedders (embedder_id, dimension) VALUES (?, ?)').run(embedder.id, embedder.dimension);
    const insertRow = database.prepare(
      `INSERT INTO canonical_query_log (query, tool, args_observed_json, count, embedder_id, dimension, vector, request, created_at, updated_at)
       VALUES (?, ?, ?, 3, ?, ?, ?, ?, ?, ?)`,
    );
    const insertPath = database.prepare(
      `INSERT INTO multi_tool_paths (canonical_query, signature, steps_json, uses, last_day_rank, embedder_id, dimension, vector, request, created_at)
       VALUES (?, 'sig', '[{"tool":"fetch","args":{}},{"tool":"send","args":{}}]', 1, 0, ?, ?, ?, ?, ?)`,
    );
    const pathVector = blob(new Float32Array(embedder.dimension).fill(1 / Math.sqrt(embedder.dimension)));
    database.transaction(() => {
      rows.forEach((row, index) => {
        const vector = vectors[index]!;
        insertRow.run(canonical[index], row.tool, JSON.stringify(row.args), embedder.id, vector.length, blob(vector), row.request, taughtAt, taughtAt);
      });
      for (let index = 0; index < paths; index += 1) {
        insertPath.run(`download report ${index} send`, embedder.id, embedder.dimension, pathVector, `download report ${index} and send it to Anna`, taughtAt);
      }
    })();
  } finally {
    database.close();
  }
}
