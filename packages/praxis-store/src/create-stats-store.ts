import type { StatsStore, TurnStatRecord } from '@metnos/core';
import type { StoreContext } from './store-context';

interface TurnStatRow {
  created_at: string;
  layer: TurnStatRecord['layer'];
  verdict: TurnStatRecord['verdict'];
  total_ms: number | null;
  llm_calls: number | null;
}

/**
 * The rows behind the learning statistics: turns (by `created_at`, indexed), skill status changes from the learning
 * change log, and the aporiae's open spans. Summing them per day is the reader's policy, not the store's.
 */
export function createStatsStore(context: StoreContext): StatsStore {
  const { statement } = context;
  return {
    listTurnStats({ since }) {
      return context.read(() =>
        (statement('SELECT created_at, layer, verdict, total_ms, llm_calls FROM observations WHERE created_at >= ? ORDER BY created_at, id').all(since) as TurnStatRow[]).map((row) => ({
          createdAt: row.created_at,
          layer: row.layer,
          verdict: row.verdict,
          ...(row.total_ms === null ? {} : { totalMs: row.total_ms }),
          ...(row.llm_calls === null ? {} : { llmCalls: row.llm_calls }),
        })),
      );
    },
    listSkillChangeStats({ since }) {
      return context.read(
        () =>
          statement(
            `SELECT kind, created_at AS createdAt FROM learning_changes
             WHERE kind IN ('skill_active', 'skill_demoted', 'skill_retired') AND created_at >= ? ORDER BY created_at, id`,
          ).all(since) as Array<{ kind: 'skill_active' | 'skill_demoted' | 'skill_retired'; createdAt: string }>,
      );
    },
    listAporiaSpans() {
      return context.read(() =>
        (statement('SELECT first_seen, resolved_at FROM aporiae ORDER BY first_seen').all() as Array<{ first_seen: string; resolved_at: string | null }>).map((row) => ({
          firstSeen: row.first_seen,
          ...(row.resolved_at === null ? {} : { resolvedAt: row.resolved_at }),
        })),
      );
    },
  };
}
