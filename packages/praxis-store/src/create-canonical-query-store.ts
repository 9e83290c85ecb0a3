import type { CanonicalQueryRecord, CanonicalQueryStore } from '@metnos/core';
import { readCandidateChanges, readRevisionStamp, type CandidateTable } from './read-candidate-changes';
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
  request: string | null;
  created_at: string;
}

const columns = 'id, query, tool, args_observed_json, count, embedder_id, dimension, vector, request, created_at';

/**
 * The canonical query log (L1 candidates). One row per (query, tool, embedderId); observing it again bumps
 * `count` and keeps the arguments, vector and request as written of the first observation (seed 000 §10: "values
 * observed on the first run"; the request lets a replay tell which values came from it). Vectors are Float32
 * BLOBs checked against the dimension registered for their embedder id.
 * `listCanonicalCandidates` is memoised until the table changes (its revision, kept by triggers: writes to other
 * tables, such as `appendObservation`, keep the memo); `listCanonicalCandidateChanges` returns only the rows
 * changed since a cursor, so a consumer's index follows one write in one indexed query. Returned records are
 * frozen and their vectors shared: treat them as read-only. `demoteCanonicalQuery` (✗ on an L1 answer) resets a
 * row's `count` to 0: it must be observed `min_uses` times afresh before L1 serves it again.
 */
export function createCanonicalQueryStore(
  context: StoreContext,
): CanonicalQueryStore & Required<Pick<CanonicalQueryStore, 'demoteCanonicalQuery' | 'listCanonicalCandidateChanges'>> {
  const { statement, filename } = context;
  const memo = new Map<string, { stamp: string; records: readonly CanonicalQueryRecord[] }>();

  const toRecord = (row: CanonicalQueryRow): CanonicalQueryRecord => {
    const record: CanonicalQueryRecord = {
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
      observedAt: row.created_at,
    };
    if (row.request !== null) record.request = row.request;
    return record;
  };
  const table: CandidateTable<CanonicalQueryRow, CanonicalQueryRecord> = {
    table: 'canonical_query_log',
    usesColumn: 'count',
    columns,
    toRecord,
    uses: (row) => row.count,
  };

  return {
    recordCanonicalQuery({ query, tool, argsObserved, embedderId, vector, request }) {
      if (typeof query !== 'string' || query.length === 0) context.invalidInput('query must be a non-empty string');
      if (typeof tool !== 'string' || tool.length === 0) context.invalidInput('tool must be a non-empty string');
      if (request !== undefined && typeof request !== 'string') context.invalidInput('request must be a string when given');
      return context.write(() => {
        context.checkVector(embedderId, vector);
        const now = context.now();
        const row = statement(
          `INSERT INTO canonical_query_log (query, tool, args_observed_json, count, embedder_id, dimension, vector, request,
           created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (query, tool, embedder_id) DO UPDATE SET count = count + 1, updated_at = excluded.updated_at
           RETURNING ${columns}`,
        ).get(query, tool, JSON.stringify(argsObserved ?? {}), embedderId, vector.length, vectorToBlob(vector), request ?? null, now, now) as CanonicalQueryRow;
        return toRecord(row);
      });
    },

    listCanonicalCandidates(embedderId, minUses) {
      return context.read(() => {
        const { revision, deletions } = readRevisionStamp(context, 'canonical_query_log');
        const stamp = `${revision}:${deletions}`;
        const key = `${embedderId}\u0000${minUses}`;
        let entry = memo.get(key);
        if (entry?.stamp !== stamp) {
          const records = (
            statement(`SELECT ${columns} FROM canonical_query_log WHERE embedder_id = ? AND count >= ? ORDER BY count DESC, id`)
              // Rows as arrays: about half the materialisation cost of objects on 10k-row scans.
              .raw(true)
              .all(embedderId, minUses) as Array<[number, string, string, string, number, string, number, Buffer, string | null, string]>
          ).map(([id, query, tool, argsObservedJson, count, embedderIdColumn, dimension, vector, request, createdAt]) =>
            Object.freeze(
              toRecord({ id, query, tool, args_observed_json: argsObservedJson, count, embedder_id: embedderIdColumn, dimension, vector, request, created_at: createdAt }),
            ),
          );
          entry = { stamp, records };
          memo.set(key, entry);
        }
        return [...entry.records];
      });
    },

    listCanonicalCandidateChanges(embedderId, minUses, cursor) {
      return readCandidateChanges(context, table, embedderId, minUses, cursor);
    },

    demoteCanonicalQuery(id) {
      if (!Number.isSafeInteger(id) || id < 1) context.invalidInput(`id must be a positive integer; got ${String(id)}`);
      return context.write(
        () => statement('UPDATE canonical_query_log SET count = 0, updated_at = ? WHERE id = ?').run(context.now(), id).changes > 0,
      );
    },
  };
}
