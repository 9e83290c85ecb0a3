import type { CanonicalQueryRecord, CanonicalQueryStore, Language } from '@metnos/core';
import { checkRowLanguage } from './check-row-language';
import type { LearningChangeLog } from './learning-change-log';
import { canonicalQuerySnapshot, canonicalQueryStateColumns, type CanonicalQueryStateRow } from './learning-snapshots';
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
  language: Language | null;
  created_at: string;
  retired_at: string | null;
}

const columns = 'id, query, tool, args_observed_json, count, embedder_id, dimension, vector, request, language, created_at, retired_at';
// The unique key (query, tool, embedder_id) answers it; `+` keeps the planner off the (embedder_id, count) index,
// which would read every row of the embedder.
const byQuerySql = `SELECT ${columns} FROM canonical_query_log WHERE query = ? AND +embedder_id = ? AND +count >= ? AND retired_at IS NULL`;

/**
 * The canonical query log (L1 candidates). One row per (query, tool, embedderId); observing it again bumps
 * `count` and keeps the arguments, vector and request as written of the first observation (memory, the first source of arguments; the request lets a replay tell which values came from it). Vectors are Float32
 * BLOBs checked against the dimension registered for their embedder id.
 * `listCanonicalCandidates` is memoised until the table changes (its revision, kept by triggers: writes to other
 * tables, such as `appendObservation`, keep the memo); `listCanonicalCandidateChanges` returns only the rows
 * changed since a cursor, so a consumer's index follows one write in one indexed query. Returned records are
 * frozen and their vectors shared: treat them as read-only. `demoteCanonicalQuery` (✗ on an L1 answer) resets a
 * row's `count` to 0: it must be observed `min_uses` times afresh before L1 serves it again (a
 * `canonical_query_demoted` learning change). The language of the turn that taught the request is kept with it
 * (`language`, absent when none was given). A row the efficacy ager retired (`retired_at`) is never listed and
 * leaves the change feed as a removal; observing it again learns it afresh from this observation (count 1, these
 * arguments and request: `canonical_query_relearned`). Each observation counts a success and a use on the current
 * active day for the ager.
 */
export function createCanonicalQueryStore(
  context: StoreContext,
  changes: LearningChangeLog,
): CanonicalQueryStore & Required<Pick<CanonicalQueryStore, 'demoteCanonicalQuery' | 'listCanonicalCandidateChanges' | 'getCanonicalQueries' | 'listCanonicalCandidatesByQuery'>> {
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
    if (row.language !== null) record.language = row.language;
    return record;
  };
  const table: CandidateTable<CanonicalQueryRow, CanonicalQueryRecord> = {
    table: 'canonical_query_log',
    usesColumn: 'count',
    columns,
    toRecord,
    uses: (row) => row.count,
    retired: (row) => row.retired_at !== null,
  };
  const label = (row: { query: string; tool: string }) => `${row.query} → ${row.tool}`;

  return {
    recordCanonicalQuery({ query, tool, argsObserved, embedderId, vector, request, language }) {
      if (typeof query !== 'string' || query.length === 0) context.invalidInput('query must be a non-empty string');
      if (typeof tool !== 'string' || tool.length === 0) context.invalidInput('tool must be a non-empty string');
      if (request !== undefined && typeof request !== 'string') context.invalidInput('request must be a string when given');
      checkRowLanguage(context, language);
      return context.write(() => {
        context.checkVector(embedderId, vector);
        const now = context.now();
        const dayRank = changes.currentDayRank();
        const argsJson = JSON.stringify(argsObserved ?? {});
        const retired = statement(
          `SELECT id, ${canonicalQueryStateColumns} FROM canonical_query_log WHERE query = ? AND tool = ? AND embedder_id = ? AND retired_at IS NOT NULL`,
        ).get(query, tool, embedderId) as (CanonicalQueryStateRow & { id: number }) | undefined;
        if (retired !== undefined) {
          // Learned again after retirement: a fresh row, taught by this observation.
          const row = statement(
            `UPDATE canonical_query_log SET count = 1, successes = 1, failures = 0, last_day_rank = ?, retired_at = NULL,
             args_observed_json = ?, request = ?, language = ?, created_at = ?, updated_at = ? WHERE id = ? RETURNING ${columns}, ${canonicalQueryStateColumns}`,
          ).get(dayRank, argsJson, request ?? null, language ?? null, now, now, retired.id) as CanonicalQueryRow & CanonicalQueryStateRow;
          changes.log({
            kind: 'canonical_query_relearned',
            subjectKind: 'canonical_query',
            subject: String(row.id),
            label: label(row),
            reason: 'the planner answered it again after its retirement',
            dayRank,
            before: canonicalQuerySnapshot(retired, filename),
            after: canonicalQuerySnapshot(row, filename),
          });
          return toRecord(row);
        }
        const row = statement(
          `INSERT INTO canonical_query_log (query, tool, args_observed_json, count, successes, last_day_rank, embedder_id, dimension,
           vector, request, language, created_at, updated_at) VALUES (?, ?, ?, 1, 1, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (query, tool, embedder_id) DO UPDATE SET count = count + 1, successes = successes + 1,
           last_day_rank = max(last_day_rank, excluded.last_day_rank), updated_at = excluded.updated_at
           RETURNING ${columns}`,
        ).get(query, tool, argsJson, dayRank, embedderId, vector.length, vectorToBlob(vector), request ?? null, language ?? null, now, now) as CanonicalQueryRow;
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
            statement(`SELECT ${columns} FROM canonical_query_log WHERE embedder_id = ? AND count >= ? AND retired_at IS NULL ORDER BY count DESC, id`)
              // Rows as arrays: about half the materialisation cost of objects on 10k-row scans.
              .raw(true)
              .all(embedderId, minUses) as Array<[number, string, string, string, number, string, number, Buffer, string | null, Language | null, string, null]>
          ).map(([id, query, tool, argsObservedJson, count, embedderIdColumn, dimension, vector, request, language, createdAt]) =>
            Object.freeze(
              toRecord({ id, query, tool, args_observed_json: argsObservedJson, count, embedder_id: embedderIdColumn, dimension, vector, request, language, created_at: createdAt, retired_at: null }),
            ),
          );
          entry = { stamp, records };
          memo.set(key, entry);
        }
        return [...entry.records];
      });
    },

    listCanonicalCandidatesByQuery(embedderId, minUses, query) {
      if (typeof query !== 'string') context.invalidInput('query must be a string');
      return context.read(() => {
        // Asked on every L1 lookup, mostly for a lemma form no row has: one probe of the unique key, no sort in SQL.
        const rows = statement(byQuerySql).all(query, embedderId, minUses) as CanonicalQueryRow[];
        if (rows.length > 1) rows.sort((left, right) => right.count - left.count || left.id - right.id);
        return rows.map((row) => Object.freeze(toRecord(row)));
      });
    },

    getCanonicalQueries(ids) {
      if (!Array.isArray(ids) || !ids.every((id) => Number.isSafeInteger(id))) context.invalidInput('ids must be an array of integers');
      if (ids.length === 0) return [];
      return context.read(() => {
        const rows = statement(`SELECT ${columns} FROM canonical_query_log WHERE id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(ids)) as CanonicalQueryRow[];
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.flatMap((id) => {
          const row = byId.get(id);
          return row === undefined ? [] : [Object.freeze(toRecord(row))];
        });
      });
    },

    listCanonicalCandidateChanges(embedderId, minUses, cursor) {
      return readCandidateChanges(context, table, embedderId, minUses, cursor);
    },

    demoteCanonicalQuery(id, options = {}) {
      if (!Number.isSafeInteger(id) || id < 1) context.invalidInput(`id must be a positive integer; got ${String(id)}`);
      const { turnId, reason = '✗ feedback on an answer it served' } = options;
      return context.write(() => {
        const before = statement(`SELECT query, tool, ${canonicalQueryStateColumns} FROM canonical_query_log WHERE id = ?`).get(id) as
          | (CanonicalQueryStateRow & { query: string; tool: string })
          | undefined;
        if (before === undefined) return false;
        if (before.count === 0) return true;
        const after = statement(`UPDATE canonical_query_log SET count = 0, updated_at = ? WHERE id = ? RETURNING ${canonicalQueryStateColumns}`).get(
          context.now(),
          id,
        ) as CanonicalQueryStateRow;
        changes.log({
          kind: 'canonical_query_demoted',
          subjectKind: 'canonical_query',
          subject: String(id),
          label: label(before),
          reason: `${reason}: needs its min uses afresh`,
          turnId,
          before: canonicalQuerySnapshot(before, filename),
          after: canonicalQuerySnapshot(after, filename),
        });
        return true;
      });
    },
  };
}
