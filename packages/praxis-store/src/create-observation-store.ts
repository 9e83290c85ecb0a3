import type { Feedback, Framework, Intent, ObservationRecord, ObservationStore, TurnLayer } from '@metnos/core';
import type { LearningChangeLog } from './learning-change-log';
import { PraxisStoreError } from './praxis-store-error';
import { readJsonColumn } from './read-json-column';
import type { StoreContext } from './store-context';

interface ObservationRow {
  id: number;
  turn_id: string;
  query: string;
  intent_hash: string | null;
  intent_json: string | null;
  framework_json: string | null;
  verdict: ObservationRecord['verdict'];
  layer: TurnLayer;
  latencies_json: string;
  feedback: Feedback | null;
  canonical_query_id: number | null;
  multi_tool_path_id: number | null;
  total_ms: number | null;
  llm_calls: number | null;
  created_at: string;
}

const verdicts = new Set(['ok', 'error', 'aporia']);
const feedbacks = new Set(['up', 'down', 'retry']);

/**
 * The append-only observation log: one row per turn id (a second row for the same turn is a `conflict`);
 * the only later change allowed is setting the turn's feedback. Lists are newest first. `canonicalQueryId` (the
 * L1 row that answered) is kept so ✗ can demote that row. The efficacy of the L1 row / L2 path that served a turn
 * follows its observation: an `ok` verdict counts a success of the L1 row (a use on the current active day), any
 * other verdict a failure (of the row or path); ✗ set later turns a success into a failure, and taking ✗ back undoes
 * that.
 */
export function createObservationStore(context: StoreContext, changes: LearningChangeLog): ObservationStore {
  const { statement, filename } = context;

  const toRecord = (row: ObservationRow): ObservationRecord => {
    const record: ObservationRecord = {
      id: row.id,
      turnId: row.turn_id,
      query: row.query,
      verdict: row.verdict,
      layer: row.layer,
      latencies: readJsonColumn<Record<string, number>>(row.latencies_json, { filename, column: 'observations.latencies_json' }),
      createdAt: row.created_at,
    };
    if (row.intent_hash !== null) record.intentHash = row.intent_hash;
    if (row.intent_json !== null) record.intent = readJsonColumn<Intent>(row.intent_json, { filename, column: 'observations.intent_json' });
    if (row.framework_json !== null) {
      record.framework = readJsonColumn<Framework>(row.framework_json, { filename, column: 'observations.framework_json' });
    }
    if (row.feedback !== null) record.feedback = row.feedback;
    if (row.canonical_query_id !== null) record.canonicalQueryId = row.canonical_query_id;
    if (row.multi_tool_path_id !== null) record.multiToolPathId = row.multi_tool_path_id;
    if (row.total_ms !== null) record.totalMs = row.total_ms;
    if (row.llm_calls !== null) record.llmCalls = row.llm_calls;
    return record;
  };

  /** Counts a served turn for its L1 row / L2 path: `successes` and `failures` are the deltas. */
  const countServed = (
    { canonicalQueryId, multiToolPathId }: { canonicalQueryId: number | null; multiToolPathId: number | null },
    successes: number,
    failures: number,
    dayRank?: number,
  ) => {
    if (canonicalQueryId !== null) {
      statement(
        `UPDATE canonical_query_log SET successes = max(0, successes + ?), failures = max(0, failures + ?),
         last_day_rank = max(last_day_rank, coalesce(?, last_day_rank)) WHERE id = ?`,
      ).run(successes, failures, dayRank ?? null, canonicalQueryId);
    }
    if (multiToolPathId !== null) {
      statement('UPDATE multi_tool_paths SET failures = max(0, failures + ?) WHERE id = ?').run(failures, multiToolPathId);
    }
  };

  return {
    appendObservation(observation) {
      if (typeof observation.turnId !== 'string' || observation.turnId.length === 0) context.invalidInput('turnId must be a non-empty string');
      if (!verdicts.has(observation.verdict)) context.invalidInput(`verdict must be ok, error or aporia; got ${JSON.stringify(observation.verdict)}`);
      if (observation.feedback !== undefined && !feedbacks.has(observation.feedback)) {
        context.invalidInput(`feedback must be up, down or retry; got ${JSON.stringify(observation.feedback)}`);
      }
      const { canonicalQueryId, multiToolPathId } = observation;
      if (canonicalQueryId !== undefined && (!Number.isSafeInteger(canonicalQueryId) || canonicalQueryId < 1)) {
        context.invalidInput(`canonicalQueryId must be a positive integer; got ${String(canonicalQueryId)}`);
      }
      if (multiToolPathId !== undefined && (!Number.isSafeInteger(multiToolPathId) || multiToolPathId < 1)) {
        context.invalidInput(`multiToolPathId must be a positive integer; got ${String(multiToolPathId)}`);
      }
      if (observation.totalMs !== undefined && (typeof observation.totalMs !== 'number' || !Number.isFinite(observation.totalMs) || observation.totalMs < 0)) {
        context.invalidInput(`totalMs must be a finite number of milliseconds; got ${String(observation.totalMs)}`);
      }
      if (observation.llmCalls !== undefined && (!Number.isSafeInteger(observation.llmCalls) || observation.llmCalls < 0)) {
        context.invalidInput(`llmCalls must be a count; got ${String(observation.llmCalls)}`);
      }
      for (const [layer, ms] of Object.entries(observation.latencies ?? {})) {
        if (typeof ms !== 'number' || !Number.isFinite(ms)) context.invalidInput(`latency of ${layer} must be a finite number; got ${String(ms)}`);
      }
      return context.write(() => {
        if (statement('SELECT 1 FROM observations WHERE turn_id = ?').get(observation.turnId) !== undefined) {
          throw new PraxisStoreError({
            code: 'conflict',
            filename,
            message: `an observation for turn ${observation.turnId} is already recorded (the log is append-only)`,
          });
        }
        const result = statement(
          `INSERT INTO observations (turn_id, query, intent_hash, intent_json, framework_json, verdict, layer, latencies_json,
           feedback, canonical_query_id, multi_tool_path_id, total_ms, llm_calls, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          observation.turnId,
          observation.query,
          observation.intentHash ?? null,
          observation.intent === undefined ? null : JSON.stringify(observation.intent),
          observation.framework === undefined ? null : JSON.stringify(observation.framework),
          observation.verdict,
          observation.layer,
          JSON.stringify(observation.latencies ?? {}),
          observation.feedback ?? null,
          canonicalQueryId ?? null,
          multiToolPathId ?? null,
          observation.totalMs ?? null,
          observation.llmCalls ?? null,
          observation.createdAt ?? context.now(),
        );
        const ok = observation.verdict === 'ok' && observation.feedback !== 'down';
        countServed({ canonicalQueryId: canonicalQueryId ?? null, multiToolPathId: multiToolPathId ?? null }, ok ? 1 : 0, ok ? 0 : 1, changes.currentDayRank());
        return Number(result.lastInsertRowid);
      });
    },

    setObservationFeedback(turnId, feedback) {
      if (!feedbacks.has(feedback)) context.invalidInput(`feedback must be up, down or retry; got ${JSON.stringify(feedback)}`);
      return context.write(() => {
        const row = statement('SELECT verdict, feedback, canonical_query_id, multi_tool_path_id FROM observations WHERE turn_id = ?').get(turnId) as
          | Pick<ObservationRow, 'verdict' | 'feedback' | 'canonical_query_id' | 'multi_tool_path_id'>
          | undefined;
        if (row === undefined) return false;
        statement('UPDATE observations SET feedback = ? WHERE turn_id = ?').run(feedback, turnId);
        // ✗ on a turn that counted as a success makes it a failure of the row that served it (and back).
        const served = { canonicalQueryId: row.canonical_query_id, multiToolPathId: row.multi_tool_path_id };
        if (row.verdict === 'ok' && row.feedback !== 'down' && feedback === 'down') countServed(served, -1, 1);
        if (row.verdict === 'ok' && row.feedback === 'down' && feedback !== 'down') countServed(served, 1, -1);
        return true;
      });
    },

    findObservation(turnId) {
      return context.read(() => {
        const row = statement('SELECT * FROM observations WHERE turn_id = ?').get(turnId) as ObservationRow | undefined;
        return row === undefined ? undefined : toRecord(row);
      });
    },

    listObservations({ limit = 100, offset = 0 } = {}) {
      if (!Number.isInteger(limit) || limit < 0 || !Number.isInteger(offset) || offset < 0) {
        context.invalidInput('limit and offset must be non-negative integers');
      }
      return context.read(() =>
        (statement('SELECT * FROM observations ORDER BY id DESC LIMIT ? OFFSET ?').all(limit, offset) as ObservationRow[]).map(toRecord),
      );
    },

    countObservations() {
      return context.read(() => (statement('SELECT count(*) AS count FROM observations').get() as { count: number }).count);
    },
  };
}
