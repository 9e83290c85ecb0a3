import type { CanonicalQuerySnapshot, MultiToolPathSnapshot } from '@metnos/praxis/revert';
import { readJsonColumn } from './read-json-column';

/** The columns of an L1 row a learning change records (and a revert restores). Internal to @metnos/praxis-store. */
export interface CanonicalQueryStateRow {
  count: number;
  successes: number;
  failures: number;
  last_day_rank: number;
  retired_at: string | null;
  args_observed_json: string;
  request: string | null;
  created_at: string;
}

/** The columns of an L2 path a learning change records (and a revert restores). */
export interface MultiToolPathStateRow {
  uses: number;
  failures: number;
  last_day_rank: number;
  retired_at: string | null;
  promoted: number;
}

/** The SQL column list of `CanonicalQueryStateRow`. */
export const canonicalQueryStateColumns = 'count, successes, failures, last_day_rank, retired_at, args_observed_json, request, created_at';
/** The SQL column list of `MultiToolPathStateRow`. */
export const multiToolPathStateColumns = 'uses, failures, last_day_rank, retired_at, promoted';

/** An L1 row's state as JSON for the change log. */
export function canonicalQuerySnapshot(row: CanonicalQueryStateRow, filename: string): CanonicalQuerySnapshot {
  return {
    count: row.count,
    successes: row.successes,
    failures: row.failures,
    lastDayRank: row.last_day_rank,
    retiredAt: row.retired_at,
    argsObserved: readJsonColumn<Record<string, unknown>>(row.args_observed_json, { filename, column: 'canonical_query_log.args_observed_json' }),
    request: row.request,
    observedAt: row.created_at,
  };
}

/** An L2 path's state as JSON for the change log. */
export function multiToolPathSnapshot(row: MultiToolPathStateRow): MultiToolPathSnapshot {
  return { uses: row.uses, failures: row.failures, lastDayRank: row.last_day_rank, retiredAt: row.retired_at, promoted: row.promoted === 1 };
}
