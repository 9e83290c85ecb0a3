import type { CandidateChanges } from '@metnos/core';
import type { StoreContext } from './store-context';

/** How `readCandidateChanges` reads one candidate table. */
export interface CandidateTable<Row extends { id: number }, Record extends { id: number }> {
  /** `canonical_query_log` or `multi_tool_paths` (a row of `candidate_revisions`). */
  table: string;
  /** The column compared with `minUses` (`count`, `uses`). */
  usesColumn: string;
  /** The columns selected for `toRecord` (must include `id`, `usesColumn` and `retired_at`). */
  columns: string;
  toRecord(row: Row): Record;
  uses(row: Row): number;
  /** Whether the efficacy ager retired the row (never listed: a retirement is a removal). */
  retired(row: Row): boolean;
}

/** The revision stamp of a candidate table: `revision:deletions`. */
export function readRevisionStamp(context: StoreContext, table: string): { revision: number; deletions: number } {
  const row = context.statement('SELECT revision, deletions FROM candidate_revisions WHERE table_name = ?').get(table) as
    | { revision: number; deletions: number }
    | undefined;
  return row ?? { revision: 0, deletions: 0 };
}

/**
 * The changes of a candidate list since `cursor` (see `CandidateChanges` in @metnos/core). Triggers give every
 * inserted or updated row the next revision of its table and count deletes, so the delta is one indexed query
 * over the rows changed since the cursor's revision, whoever wrote them (this connection or another process);
 * writes to other tables cost nothing. A delete, an unknown cursor or a revision that went back (another file)
 * resets: every row is returned. A retired row is never returned (its retirement is a removal). Records are frozen.
 */
export function readCandidateChanges<Row extends { id: number }, Record extends { id: number }>(
  context: StoreContext,
  spec: CandidateTable<Row, Record>,
  embedderId: string,
  minUses: number,
  cursor: string | undefined,
): CandidateChanges<Record> {
  return context.read(() => {
    const stamp = readRevisionStamp(context, spec.table);
    const next = `${stamp.revision}:${stamp.deletions}`;
    const parsed = /^(\d+):(\d+)$/u.exec(cursor ?? '');
    const since = parsed === null ? undefined : { revision: Number(parsed[1]), deletions: Number(parsed[2]) };
    if (since === undefined || since.deletions !== stamp.deletions || since.revision > stamp.revision) {
      const rows = context
        .statement(`SELECT ${spec.columns} FROM ${spec.table} WHERE embedder_id = ? AND ${spec.usesColumn} >= ? AND retired_at IS NULL ORDER BY id`)
        .all(embedderId, minUses) as Row[];
      return { cursor: next, reset: true, upserts: rows.map((row) => Object.freeze(spec.toRecord(row))), removals: [] };
    }
    if (since.revision === stamp.revision) return { cursor: next, reset: false, upserts: [], removals: [] };
    const changed = context
      .statement(`SELECT ${spec.columns} FROM ${spec.table} WHERE embedder_id = ? AND revision > ? ORDER BY revision`)
      .all(embedderId, since.revision) as Row[];
    const upserts: Record[] = [];
    const removals: number[] = [];
    for (const row of changed) {
      if (spec.uses(row) >= minUses && !spec.retired(row)) upserts.push(Object.freeze(spec.toRecord(row)));
      else removals.push(row.id);
    }
    return { cursor: next, reset: false, upserts, removals };
  });
}
