import type { CanonicalQueryRecord, CanonicalQueryStore } from '@metnos/core';
import { readJsonColumn } from './read-json-column';
import type { StoreContext } from './store-context';
import { readVectorColumn } from './read-vector-column';
import { vectorToBlob } from './vector-blob';

interface CanonicalQueryRow {
  id: number;
  query: string;
  tool: string;
  args_observed_json: string;
  count: number;
  embedder_id: string;
  dimension: number;
  vector: Buffer;
}

/**
 * The canonical query log (L1 candidates). One row per (query, tool, embedderId); observing it again bumps
 * `count` and keeps the arguments and vector of the first observation (seed 000 §10: "values observed on the
 * first run"). Vectors are Float32 BLOBs checked against the dimension registered for their embedder id.
 * `listCanonicalCandidates` is memoised until the database changes (a write here, or a commit by another
 * connection): repeated per-turn calls cost microseconds. Returned records are frozen and their vectors shared:
 * treat them as read-only. `demoteCanonicalQuery` (✗ on an L1 answer) resets a row's `count` to 0: it must be
 * observed `min_uses` times afresh before L1 serves it again.
 */
export function createCanonicalQueryStore(context: StoreContext): CanonicalQueryStore & Required<Pick<CanonicalQueryStore, 'demoteCanonicalQuery'>> {
  const { statement, filename } = context;

  const toRecord = (row: CanonicalQueryRow): CanonicalQueryRecord => ({
    id: row.id,
    query: row.query,
    tool: row.tool,
    argsObserved: readJsonColumn<Record<string, unknown>>(row.args_observed_json, {
      filename,
      column: 'canonical_query_log.args_observed_json',
    }),
    count: row.count,
    embedderId: row.embedder_id,
    vector: readVectorColumn(row.vector, { filename, column: 'canonical_query_log.vector', dimension: row.dimension }),
  });

  return {
    recordCanonicalQuery({ query, tool, argsObserved, embedderId, vector }) {
      if (typeof query !== 'string' || query.length === 0) context.invalidInput('query must be a non-empty string');
      if (typeof tool !== 'string' || tool.length === 0) context.invalidInput('tool must be a non-empty string');
      return context.write(() => {
        context.checkVector(embedderId, vector);
        const now = context.now();
        const row = statement(
          `INSERT INTO canonical_query_log (query, tool, args_observed_json, count, embedder_id, dimension, vector, created_at,
           updated_at) VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?)
           ON CONFLICT (query, tool, embedder_id) DO UPDATE SET count = count + 1, updated_at = excluded.updated_at
           RETURNING id, query, tool, args_observed_json, count, embedder_id, dimension, vector`,
        ).get(query, tool, JSON.stringify(argsObserved ?? {}), embedderId, vector.length, vectorToBlob(vector), now, now) as CanonicalQueryRow;
        return toRecord(row);
      });
    },

    listCanonicalCandidates(embedderId, minUses) {
      const records = context.cached(`canonical:${embedderId}:${minUses}`, () =>
        (
          statement(
            `SELECT id, query, tool, args_observed_json, count, embedder_id, dimension, vector FROM canonical_query_log
             WHERE embedder_id = ? AND count >= ? ORDER BY count DESC, id`,
          )
            // Rows as arrays: about half the materialisation cost of objects on 10k-row scans.
            .raw(true)
            .all(embedderId, minUses) as Array<[number, string, string, string, number, string, number, Buffer]>
        ).map(([id, query, tool, argsObservedJson, count, embedderIdColumn, dimension, vector]) =>
          Object.freeze(
            toRecord({ id, query, tool, args_observed_json: argsObservedJson, count, embedder_id: embedderIdColumn, dimension, vector }),
          ),
        ),
      );
      return [...records];
    },

    demoteCanonicalQuery(id) {
      if (!Number.isSafeInteger(id) || id < 1) context.invalidInput(`id must be a positive integer; got ${String(id)}`);
      return context.write(
        () => statement('UPDATE canonical_query_log SET count = 0, updated_at = ? WHERE id = ?').run(context.now(), id).changes > 0,
      );
    },
  };
}
