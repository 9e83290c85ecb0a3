import type { AporiaCategory, AporiaRecord, AporiaStore } from '@metnos/core';
import type { StoreContext } from './store-context';

interface AporiaRow {
  category: AporiaCategory;
  query: string;
  detail: string;
  count: number;
  first_seen: string;
  last_seen: string;
  resolved_at: string | null;
}

const categories = new Set<string>(['user_action_required', 'missing_executor', 'missing_skill', 'missing_data']);

/**
 * The gap log of Aporia's dead-ends: one row per (category, query) counting occurrences; `detail` is the latest one.
 * Listed most frequent first. The query is stored as given: the caller puts it in its normal form (@metnos/aporia's
 * `logAporia` uses fast-path's `normalizeQuery`). A gap is open until `resolveAporiae` closes it (a later turn answered
 * the same query); it opens again when the query ends in Aporia once more.
 */
export function createAporiaStore(context: StoreContext): AporiaStore {
  const { statement } = context;
  const toRecord = (row: AporiaRow): AporiaRecord => ({
    category: row.category,
    query: row.query,
    detail: row.detail,
    count: row.count,
    firstSeen: row.first_seen,
    lastSeen: row.last_seen,
    ...(row.resolved_at === null ? {} : { resolvedAt: row.resolved_at }),
  });
  return {
    recordAporia({ category, query, detail }) {
      if (!categories.has(category)) context.invalidInput(`unknown aporia category ${JSON.stringify(category)}`);
      if (typeof query !== 'string' || query.trim().length === 0) context.invalidInput('query must be a non-empty string');
      return context.write(() => {
        const now = context.now();
        return toRecord(
          statement(
            `INSERT INTO aporiae (category, query, detail, count, first_seen, last_seen) VALUES (?, ?, ?, 1, ?, ?)
             ON CONFLICT (category, query) DO UPDATE SET count = count + 1, detail = excluded.detail, last_seen = excluded.last_seen, resolved_at = NULL
             RETURNING *`,
          ).get(category, query, String(detail ?? ''), now, now) as AporiaRow,
        );
      });
    },
    resolveAporiae(query) {
      return context.write(() => statement('UPDATE aporiae SET resolved_at = ? WHERE query = ? AND resolved_at IS NULL').run(context.now(), query).changes);
    },
    listAporiae() {
      return context.read(() =>
        (statement('SELECT * FROM aporiae ORDER BY count DESC, last_seen DESC, category, query').all() as AporiaRow[]).map(toRecord),
      );
    },
  };
}
