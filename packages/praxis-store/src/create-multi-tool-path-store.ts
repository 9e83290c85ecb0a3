import type { Language, MultiToolPathRecord, MultiToolPathStore, PathStep, ProtoExecutorRecord } from '@metnos/core';
import { checkRowLanguage } from './check-row-language';
import { extractPlaceholders } from './extract-placeholders';
import type { LearningChangeLog } from './learning-change-log';
import { multiToolPathSnapshot, multiToolPathStateColumns, type MultiToolPathStateRow } from './learning-snapshots';
import { readCandidateChanges, readRevisionStamp, type CandidateTable } from './read-candidate-changes';
import { PraxisStoreError } from './praxis-store-error';
import { readJsonColumn } from './read-json-column';
import { readVectorColumn } from './read-vector-column';
import type { StoreContext } from './store-context';
import { vectorToBlob } from './vector-blob';

interface PathRow {
  id: number;
  canonical_query: string;
  signature: string;
  steps_json: string;
  uses: number;
  last_day_rank: number;
  promoted: number;
  embedder_id: string;
  dimension: number;
  vector: Buffer;
  request: string | null;
  language: Language | null;
  retired_at: string | null;
}

interface ProtoExecutorRow {
  id: number;
  path_id: number;
  canonical_query: string;
  steps_json: string;
  placeholders_json: string;
  created_at: string;
}

const pathColumns = 'id, canonical_query, signature, steps_json, uses, last_day_rank, promoted, embedder_id, dimension, vector, request, language, retired_at';

/**
 * Memoised multi-step pipelines (L2). One row per (canonical query, signature, embedder
 * id): recording it again or replaying it (`touchMultiToolPath`) adds a use and moves `lastDayRank` forward;
 * steps and vector stay those of the first pass. Expiry counts active days. Promotion creates at most one
 * proto-executor per signature (idempotent) and marks every path with that signature promoted.
 * `listMultiToolCandidates` is memoised like `listCanonicalCandidates` (until this table's revision changes) and
 * `listMultiToolCandidateChanges` returns the rows changed since a cursor: returned records are frozen, vectors
 * shared and read-only. The request as written of the first pass is kept (`request`) for the replay guard, with the language of its turn
 * (`language`).
 * A retired path (the efficacy ager, or `expireMultiToolPaths` past the TTL) stays in the table for audit but is never
 * listed, replayed or promoted; recording the same path again learns it afresh (`multi_tool_path_relearned`).
 * Promotions and retirements are logged as learning changes.
 */
export function createMultiToolPathStore(
  context: StoreContext,
  changes: LearningChangeLog,
): MultiToolPathStore & Required<Pick<MultiToolPathStore, 'listMultiToolCandidateChanges'>> {
  const { statement, filename } = context;
  const memo = new Map<string, { stamp: string; records: readonly MultiToolPathRecord[] }>();

  const checkDayRank = (dayRank: number) => {
    if (!Number.isInteger(dayRank) || dayRank < 0) context.invalidInput(`dayRank must be a non-negative integer; got ${dayRank}`);
  };
  const toRecord = (row: PathRow): MultiToolPathRecord => {
    const record: MultiToolPathRecord = {
      id: row.id,
      canonicalQuery: row.canonical_query,
      signature: row.signature,
      steps: readJsonColumn<PathStep[]>(row.steps_json, { filename, column: 'multi_tool_paths.steps_json' }),
      uses: row.uses,
      lastDayRank: row.last_day_rank,
      promoted: row.promoted === 1,
      embedderId: row.embedder_id,
      vector: readVectorColumn(row.vector, { filename, column: 'multi_tool_paths.vector', dimension: row.dimension }),
    };
    if (row.request !== null) record.request = row.request;
    if (row.language !== null) record.language = row.language;
    return record;
  };
  const table: CandidateTable<PathRow, MultiToolPathRecord> = {
    table: 'multi_tool_paths',
    usesColumn: 'uses',
    columns: pathColumns,
    toRecord,
    uses: (row) => row.uses,
    retired: (row) => row.retired_at !== null,
  };
  const label = (row: { canonical_query: string; steps_json: string }) =>
    `${row.canonical_query} (${readJsonColumn<PathStep[]>(row.steps_json, { filename, column: 'multi_tool_paths.steps_json' }).map((step) => step.tool).join(' → ')})`;
  const toProtoExecutor = (row: ProtoExecutorRow): ProtoExecutorRecord => ({
    id: row.id,
    pathId: row.path_id,
    canonicalQuery: row.canonical_query,
    steps: readJsonColumn<PathStep[]>(row.steps_json, { filename, column: 'proto_executors.steps_json' }),
    placeholders: readJsonColumn<string[]>(row.placeholders_json, { filename, column: 'proto_executors.placeholders_json' }),
    createdAt: row.created_at,
  });

  return {
    recordMultiToolPath({ canonicalQuery, signature, steps, embedderId, vector, dayRank, request, language }) {
      if (typeof canonicalQuery !== 'string' || canonicalQuery.length === 0) context.invalidInput('canonicalQuery must be a non-empty string');
      if (typeof signature !== 'string' || signature.length === 0) context.invalidInput('signature must be a non-empty string');
      if (!Array.isArray(steps) || steps.length === 0) context.invalidInput('steps must be a non-empty array');
      checkDayRank(dayRank);
      if (request !== undefined && typeof request !== 'string') context.invalidInput('request must be a string when given');
      checkRowLanguage(context, language);
      return context.write(() => {
        context.checkVector(embedderId, vector);
        const retired = statement(
          `SELECT id, canonical_query, steps_json, ${multiToolPathStateColumns} FROM multi_tool_paths
           WHERE canonical_query = ? AND signature = ? AND embedder_id = ? AND retired_at IS NOT NULL`,
        ).get(canonicalQuery, signature, embedderId) as (MultiToolPathStateRow & { id: number; canonical_query: string; steps_json: string }) | undefined;
        if (retired !== undefined) {
          // Learned again after retirement: counted afresh from this pass.
          const row = statement(
            `UPDATE multi_tool_paths SET uses = 1, failures = 0, last_day_rank = ?, retired_at = NULL WHERE id = ?
             RETURNING ${pathColumns}, ${multiToolPathStateColumns}`,
          ).get(dayRank, retired.id) as PathRow & MultiToolPathStateRow;
          changes.log({
            kind: 'multi_tool_path_relearned',
            subjectKind: 'multi_tool_path',
            subject: String(retired.id),
            label: label(retired),
            reason: 'a turn ran the same steps again after its retirement',
            dayRank,
            before: multiToolPathSnapshot(retired),
            after: multiToolPathSnapshot(row),
          });
          return toRecord(row);
        }
        const row = statement(
          `INSERT INTO multi_tool_paths (canonical_query, signature, steps_json, uses, last_day_rank, promoted, embedder_id,
           dimension, vector, request, language, created_at) VALUES (?, ?, ?, 1, ?, 0, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (canonical_query, signature, embedder_id) DO UPDATE SET uses = uses + 1,
           last_day_rank = max(last_day_rank, excluded.last_day_rank)
           RETURNING ${pathColumns}`,
        ).get(canonicalQuery, signature, JSON.stringify(steps), dayRank, embedderId, vector.length, vectorToBlob(vector), request ?? null, language ?? null, context.now()) as PathRow;
        return toRecord(row);
      });
    },

    listMultiToolCandidates(embedderId, minUses) {
      return context.read(() => {
        const { revision, deletions } = readRevisionStamp(context, 'multi_tool_paths');
        const stamp = `${revision}:${deletions}`;
        const key = `${embedderId}\u0000${minUses}`;
        let entry = memo.get(key);
        if (entry?.stamp !== stamp) {
          const rows = statement(`SELECT ${pathColumns} FROM multi_tool_paths WHERE embedder_id = ? AND uses >= ? AND retired_at IS NULL ORDER BY uses DESC, id`).all(
            embedderId,
            minUses,
          ) as PathRow[];
          entry = { stamp, records: rows.map((row) => Object.freeze(toRecord(row))) };
          memo.set(key, entry);
        }
        return [...entry.records];
      });
    },

    listMultiToolCandidateChanges(embedderId, minUses, cursor) {
      return readCandidateChanges(context, table, embedderId, minUses, cursor);
    },

    touchMultiToolPath(id, dayRank) {
      checkDayRank(dayRank);
      context.write(() => {
        const changes = statement(
          'UPDATE multi_tool_paths SET uses = uses + 1, last_day_rank = max(last_day_rank, ?) WHERE id = ?',
        ).run(dayRank, id).changes;
        if (changes === 0) {
          throw new PraxisStoreError({ code: 'invalid_input', filename, message: `no multi-tool path with id ${id}` });
        }
      });
    },

    expireMultiToolPaths(currentDayRank, ttlActiveDays) {
      checkDayRank(currentDayRank);
      if (!Number.isInteger(ttlActiveDays) || ttlActiveDays < 0) context.invalidInput('ttlActiveDays must be a non-negative integer');
      return context.write(() => {
        const due = statement(
          `SELECT id, canonical_query, steps_json, ${multiToolPathStateColumns} FROM multi_tool_paths WHERE ? - last_day_rank > ? AND retired_at IS NULL ORDER BY id`,
        ).all(currentDayRank, ttlActiveDays) as Array<MultiToolPathStateRow & { id: number; canonical_query: string; steps_json: string }>;
        const now = context.now();
        for (const row of due) {
          statement('UPDATE multi_tool_paths SET retired_at = ? WHERE id = ?').run(now, row.id);
          changes.log({
            kind: 'multi_tool_path_retired',
            subjectKind: 'multi_tool_path',
            subject: String(row.id),
            label: label(row),
            reason: `unused for ${currentDayRank - row.last_day_rank} active days (TTL ${ttlActiveDays})`,
            dayRank: currentDayRank,
            before: multiToolPathSnapshot(row),
            after: multiToolPathSnapshot({ ...row, retired_at: now }),
          });
        }
        return due.length;
      });
    },

    promoteMultiToolPaths(minUses) {
      return context.write(() => {
        const created: ProtoExecutorRecord[] = [];
        const due = statement(
          `SELECT ${pathColumns} FROM multi_tool_paths WHERE promoted = 0 AND uses >= ? AND retired_at IS NULL ORDER BY uses DESC, id`,
        ).all(minUses) as PathRow[];
        for (const row of due) {
          const steps = readJsonColumn<PathStep[]>(row.steps_json, { filename, column: 'multi_tool_paths.steps_json' });
          const inserted = statement(
            `INSERT INTO proto_executors (path_id, signature, canonical_query, steps_json, placeholders_json, created_at)
             VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (signature) DO NOTHING
             RETURNING id, path_id, canonical_query, steps_json, placeholders_json, created_at`,
          ).get(row.id, row.signature, row.canonical_query, row.steps_json, JSON.stringify(extractPlaceholders(steps)), context.now()) as
            | ProtoExecutorRow
            | undefined;
          statement('UPDATE multi_tool_paths SET promoted = 1 WHERE signature = ?').run(row.signature);
          if (inserted === undefined) continue;
          created.push(toProtoExecutor(inserted));
          changes.log({
            kind: 'multi_tool_path_promoted',
            subjectKind: 'multi_tool_path',
            subject: String(row.id),
            label: label(row),
            reason: `used ${row.uses} times (k_synth ${minUses}): proto-executor ${inserted.id} created`,
            before: { promoted: false },
            after: { promoted: true, protoExecutorId: inserted.id, signature: row.signature },
          });
        }
        return created;
      });
    },

    listProtoExecutors() {
      return context.read(() =>
        (
          statement('SELECT id, path_id, canonical_query, steps_json, placeholders_json, created_at FROM proto_executors ORDER BY id').all() as ProtoExecutorRow[]
        ).map(toProtoExecutor),
      );
    },
  };
}
