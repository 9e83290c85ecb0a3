import type { AntiSkillRecord, Feedback, Framework, Intent, SkillRecord, SkillStatus, SkillStore } from '@metnos/core';
import { frameworkHash } from './framework-hash';
import { readJsonColumn } from './read-json-column';
import type { StoreContext } from './store-context';

/** Thresholds of the skill lifecycle (seed 002 §6). */
export interface SkillPolicy {
  promoteAfterSuccesses: number;
  antiSkillAfterFailures: number;
  antiSkillTtlActiveDays: number;
}

interface SkillRow {
  intent_hash: string;
  intent_json: string;
  framework_json: string;
  framework_hash: string;
  status: SkillStatus;
  uses: number;
  successes: number;
  failures: number;
  consecutive_successes: number;
  consecutive_failures: number;
  version: number;
  created_at: string;
  updated_at: string;
}

interface AntiSkillRow {
  intent_hash: string;
  framework_hash: string;
  reason: string;
  created_day_rank: number;
  expires_day_rank: number;
}

const selectSkill = 'SELECT * FROM skills WHERE intent_hash = ?';
const selectActiveSkill = "SELECT * FROM skills WHERE intent_hash = ? AND status = 'active'";
const updateSkill = `UPDATE skills SET framework_json = @framework_json, framework_hash = @framework_hash, status = @status,
  uses = @uses, successes = @successes, failures = @failures, consecutive_successes = @consecutive_successes,
  consecutive_failures = @consecutive_failures, version = @version, updated_at = @updated_at WHERE intent_hash = @intent_hash`;
const insertSkill = `INSERT INTO skills (intent_hash, intent_json, framework_json, framework_hash, status, uses, successes,
  failures, consecutive_successes, consecutive_failures, version, created_at, updated_at) VALUES (@intent_hash, @intent_json,
  @framework_json, @framework_hash, @status, @uses, @successes, @failures, @consecutive_successes, @consecutive_failures,
  @version, @created_at, @updated_at)`;
const upsertAntiSkill = `INSERT INTO anti_skills (intent_hash, framework_hash, reason, created_day_rank, expires_day_rank)
  VALUES (?, ?, ?, ?, ?) ON CONFLICT (intent_hash, framework_hash) DO UPDATE SET reason = excluded.reason,
  created_day_rank = excluded.created_day_rank, expires_day_rank = excluded.expires_day_rank`;
const deleteAntiSkill = 'DELETE FROM anti_skills WHERE intent_hash = ? AND framework_hash = ?';

/**
 * The skills / anti-skills half of the Praxis store. Lifecycle (all thresholds from `policy`):
 * - `recordOutcome` with the stored framework: success bumps the streak and (unless the caller says `autoPromote:
 *   false`) auto-promotes to `active` after
 *   `promoteAfterSuccesses` consecutive successes (from `candidate` or `demoted`) and lifts any anti-skill of
 *   that framework; failure bumps the failure streak and, at `antiSkillAfterFailures`, bans the framework for
 *   `antiSkillTtlActiveDays` active days and demotes the skill.
 * - A different framework that succeeds replaces the stored one: `version` + 1, counters restart from this
 *   success, status `candidate` (or `active` when one success is enough). A different framework that fails
 *   leaves the stored skill alone; its own failure streak is kept aside and can still make it an anti-skill.
 * - The first outcome for an intent creates the skill (`candidate`), whatever the verdict.
 * - Feedback: ✓ `up` makes the skill `active` at once and clears its failure streak and anti-skill;
 *   ✗ `down` demotes it and counts one failed use (uses + 1, failures + 1, streak reset), which can create
 *   the anti-skill; ↺ `retry` only resets the success streak and moves an `active` skill back to `candidate`
 *   (a `demoted` one stays `demoted`), so the next turn's `findSkill` misses and the planner runs again;
 *   nothing is counted as a failure.
 */
export function createSkillStore(context: StoreContext, policy: SkillPolicy): SkillStore {
  const { statement } = context;

  const checkIntentHash = (intentHash: string) => {
    if (typeof intentHash !== 'string' || !/^[0-9a-f]{16}$/.test(intentHash)) {
      context.invalidInput(`intentHash must be 16 lowercase hex digits (use intentHash(intent)); got ${JSON.stringify(intentHash)}`);
    }
  };
  const checkDayRank = (dayRank: number) => {
    if (!Number.isInteger(dayRank) || dayRank < 0) context.invalidInput(`dayRank must be a non-negative integer; got ${dayRank}`);
  };

  const toRecord = (row: SkillRow): SkillRecord => ({
    intentHash: row.intent_hash,
    intent: readJsonColumn<Intent>(row.intent_json, { filename: context.filename, column: 'skills.intent_json' }),
    framework: readJsonColumn<Framework>(row.framework_json, { filename: context.filename, column: 'skills.framework_json' }),
    status: row.status,
    uses: row.uses,
    successes: row.successes,
    failures: row.failures,
    consecutiveSuccesses: row.consecutive_successes,
    consecutiveFailures: row.consecutive_failures,
    successRate: row.uses === 0 ? 0 : row.successes / row.uses,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
  const toAntiSkill = (row: AntiSkillRow): AntiSkillRecord => ({
    intentHash: row.intent_hash,
    frameworkHash: row.framework_hash,
    reason: row.reason,
    createdDayRank: row.created_day_rank,
    expiresDayRank: row.expires_day_rank,
  });

  const banFramework = (intentHash: string, hash: string, reason: string, dayRank: number) => {
    statement(upsertAntiSkill).run(intentHash, hash, reason, dayRank, dayRank + policy.antiSkillTtlActiveDays);
  };
  const promotes = (status: SkillStatus, streak: number, autoPromote: boolean): SkillStatus =>
    autoPromote && status !== 'active' && streak >= policy.promoteAfterSuccesses ? 'active' : status;

  return {
    findSkill(intentHash, options = {}) {
      return context.read(() => {
        const row = statement(options.includeAll === true ? selectSkill : selectActiveSkill).get(intentHash) as SkillRow | undefined;
        return row === undefined ? undefined : toRecord(row);
      });
    },

    recordOutcome({ intentHash, intent, framework, ok, dayRank, reason, autoPromote = true }) {
      checkIntentHash(intentHash);
      checkDayRank(dayRank);
      if (typeof ok !== 'boolean') context.invalidInput('ok must be a boolean');
      const hash = frameworkHash(framework);
      const frameworkJson = JSON.stringify(framework);
      return context.write(() => {
        const now = context.now();
        const row = statement(selectSkill).get(intentHash) as SkillRow | undefined;
        const failureReason = (streak: number) => reason ?? `${streak} consecutive failures`;

        if (row === undefined || (ok && row.framework_hash !== hash)) {
          const next: SkillRow = {
            intent_hash: intentHash,
            intent_json: row?.intent_json ?? JSON.stringify(intent),
            framework_json: frameworkJson,
            framework_hash: hash,
            status: ok ? promotes('candidate', 1, autoPromote) : 'candidate',
            uses: 1,
            successes: ok ? 1 : 0,
            failures: ok ? 0 : 1,
            consecutive_successes: ok ? 1 : 0,
            consecutive_failures: ok ? 0 : 1,
            version: row === undefined ? 1 : row.version + 1,
            created_at: row?.created_at ?? now,
            updated_at: now,
          };
          if (row === undefined) statement(insertSkill).run(next);
          else statement(updateSkill).run(next);
          if (ok) {
            statement('DELETE FROM framework_failure_streaks WHERE intent_hash = ? AND framework_hash = ?').run(intentHash, hash);
            statement(deleteAntiSkill).run(intentHash, hash);
          } else if (next.consecutive_failures >= policy.antiSkillAfterFailures) {
            next.status = 'demoted';
            statement(updateSkill).run(next);
            banFramework(intentHash, hash, failureReason(1), dayRank);
          }
          return toRecord(next);
        }

        if (row.framework_hash !== hash) {
          // A different framework failed: the stored skill is untouched, the failing one keeps its own streak.
          const streak = statement(
            `INSERT INTO framework_failure_streaks (intent_hash, framework_hash, consecutive_failures) VALUES (?, ?, 1)
             ON CONFLICT (intent_hash, framework_hash) DO UPDATE SET consecutive_failures = consecutive_failures + 1
             RETURNING consecutive_failures`,
          ).get(intentHash, hash) as { consecutive_failures: number };
          if (streak.consecutive_failures >= policy.antiSkillAfterFailures) {
            banFramework(intentHash, hash, failureReason(streak.consecutive_failures), dayRank);
          }
          return toRecord(row);
        }

        const next: SkillRow = { ...row, uses: row.uses + 1, updated_at: now };
        if (ok) {
          next.successes += 1;
          next.consecutive_successes += 1;
          next.consecutive_failures = 0;
          next.status = promotes(row.status, next.consecutive_successes, autoPromote);
          statement(deleteAntiSkill).run(intentHash, hash);
        } else {
          next.failures += 1;
          next.consecutive_failures += 1;
          next.consecutive_successes = 0;
          if (next.consecutive_failures >= policy.antiSkillAfterFailures) {
            next.status = 'demoted';
            banFramework(intentHash, hash, failureReason(next.consecutive_failures), dayRank);
          }
        }
        statement(updateSkill).run(next);
        return toRecord(next);
      });
    },

    applyFeedback(intentHash, feedback: Feedback, dayRank) {
      checkDayRank(dayRank);
      if (feedback !== 'up' && feedback !== 'down' && feedback !== 'retry') {
        context.invalidInput(`feedback must be 'up', 'down' or 'retry'; got ${JSON.stringify(feedback)}`);
      }
      return context.write(() => {
        const row = statement(selectSkill).get(intentHash) as SkillRow | undefined;
        if (row === undefined) return undefined;
        const next: SkillRow = { ...row, updated_at: context.now() };
        if (feedback === 'up') {
          next.status = 'active';
          next.consecutive_failures = 0;
          statement(deleteAntiSkill).run(intentHash, row.framework_hash);
        } else if (feedback === 'down') {
          next.status = 'demoted';
          next.uses += 1;
          next.failures += 1;
          next.consecutive_failures += 1;
          next.consecutive_successes = 0;
          if (next.consecutive_failures >= policy.antiSkillAfterFailures) {
            banFramework(intentHash, row.framework_hash, `${next.consecutive_failures} consecutive failures (last: user feedback ✗)`, dayRank);
          }
        } else {
          next.status = row.status === 'active' ? 'candidate' : row.status;
          next.consecutive_successes = 0;
        }
        statement(updateSkill).run(next);
        return toRecord(next);
      });
    },

    findAntiSkills(intentHash, dayRank) {
      return context.read(() =>
        (
          statement('SELECT * FROM anti_skills WHERE intent_hash = ? AND expires_day_rank > ? ORDER BY framework_hash').all(
            intentHash,
            dayRank,
          ) as AntiSkillRow[]
        ).map(toAntiSkill),
      );
    },

    listSkills(options = {}) {
      return context.read(() => {
        const rows =
          options.status === undefined
            ? statement('SELECT * FROM skills ORDER BY updated_at DESC, intent_hash').all()
            : statement('SELECT * FROM skills WHERE status = ? ORDER BY updated_at DESC, intent_hash').all(options.status);
        return (rows as SkillRow[]).map(toRecord);
      });
    },

    listAntiSkills(dayRank) {
      return context.read(() => {
        const rows =
          dayRank === undefined
            ? statement('SELECT * FROM anti_skills ORDER BY intent_hash, framework_hash').all()
            : statement('SELECT * FROM anti_skills WHERE expires_day_rank > ? ORDER BY intent_hash, framework_hash').all(dayRank);
        return (rows as AntiSkillRow[]).map(toAntiSkill);
      });
    },

    forgetSkill(intentHash) {
      return context.write(() => statement('DELETE FROM skills WHERE intent_hash = ?').run(intentHash).changes > 0);
    },
  };
}
