import type { LearningChangeKind, LearningSubjectKind } from '@metnos/core';
import type { StoreContext } from './store-context';

/** One change to log (inside the write transaction that made it). */
interface LearningChangeEntry {
  kind: LearningChangeKind;
  subjectKind: LearningSubjectKind;
  subject: string;
  label: string;
  reason: string;
  turnId?: string | undefined;
  /** Default the current active day. */
  dayRank?: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  revertOf?: number;
}

/** Appends learning changes; shared by the table modules of the store. Internal to @metnos/praxis-store. */
export interface LearningChangeLog {
  /** Appends `entry` and returns its id. Call inside `context.write`. */
  log(entry: LearningChangeEntry): number;
  /** The rank of the latest active day (0 before the first). */
  currentDayRank(): number;
}

/** The change log over the `learning_changes` table of a store context. */
export function createLearningChangeLog(context: StoreContext): LearningChangeLog {
  const { statement } = context;
  const currentDayRank = () => (statement('SELECT coalesce(max(day_rank), 0) AS rank FROM system_active_days').get() as { rank: number }).rank;
  return {
    currentDayRank,
    log(entry) {
      if (entry.turnId !== undefined && (typeof entry.turnId !== 'string' || entry.turnId.length === 0)) {
        context.invalidInput(`turnId must be a non-empty string when given; got ${JSON.stringify(entry.turnId)}`);
      }
      const row = statement(
        `INSERT INTO learning_changes (kind, subject_kind, subject, label, reason, turn_id, day_rank, before_json, after_json, revert_of, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      ).get(
        entry.kind,
        entry.subjectKind,
        entry.subject,
        entry.label,
        entry.reason,
        entry.turnId ?? null,
        entry.dayRank ?? currentDayRank(),
        entry.before === null ? null : JSON.stringify(entry.before),
        entry.after === null ? null : JSON.stringify(entry.after),
        entry.revertOf ?? null,
        context.now(),
      ) as { id: number };
      return row.id;
    },
  };
}
