import type { AntiSkillRecord, Feedback, Framework, Intent, SkillRecord, SkillStatus, SkillStore } from '@metnos/core';
import { frameworkHash } from './framework-hash';
import type { LearningChangeLog } from './learning-change-log';
import { readJsonColumn } from './read-json-column';
import { skillLabel, skillSnapshot, type SkillRow } from './skill-row';
import type { StoreContext } from './store-context';

/** Thresholds of the skill lifecycle (docs/praxis-engine.md, "Intent and skills"). */
export interface SkillPolicy {
  promoteAfterSuccesses: number;
  antiSkillAfterFailures: number;
  antiSkillTtlActiveDays: number;
}

/** A row of `anti_skills`. */
export interface AntiSkillRow {
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
  consecutive_failures = @consecutive_failures, version = @version, last_used_day_rank = @last_used_day_rank,
  updated_at = @updated_at WHERE intent_hash = @intent_hash`;
const insertSkill = `INSERT INTO skills (intent_hash, intent_json, framework_json, framework_hash, status, uses, successes,
  failures, consecutive_successes, consecutive_failures, version, last_used_day_rank, created_at, updated_at) VALUES (@intent_hash,
  @intent_json, @framework_json, @framework_hash, @status, @uses, @successes, @failures, @consecutive_successes,
  @consecutive_failures, @version, @last_used_day_rank, @created_at, @updated_at)`;
const upsertAntiSkill = `INSERT INTO anti_skills (intent_hash, framework_hash, reason, created_day_rank, expires_day_rank)
  VALUES (?, ?, ?, ?, ?) ON CONFLICT (intent_hash, framework_hash) DO UPDATE SET reason = excluded.reason,
  created_day_rank = excluded.created_day_rank, expires_day_rank = excluded.expires_day_rank`;
const deleteAntiSkill = 'DELETE FROM anti_skills WHERE intent_hash = ? AND framework_hash = ?';
const selectAntiSkill = 'SELECT * FROM anti_skills WHERE intent_hash = ? AND framework_hash = ?';

/** The columns of an anti-skill a learning change records. */
export function antiSkillSnapshot(row: AntiSkillRow): Record<string, unknown> {
  return { reason: row.reason, createdDayRank: row.created_day_rank, expiresDayRank: row.expires_day_rank };
}

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
 * - A `retired` skill (the efficacy ager) is never found by `findSkill`; the next outcome for its intent starts it
 *   again as a candidate with fresh counters; ✓ makes it active again; ✗ and ↺ leave it retired.
 * Every status change (and framework replacement), anti-skill added or lifted is logged in the learning change log
 * in the same transaction, with the reason and the `turnId` given.
 */
export function createSkillStore(context: StoreContext, policy: SkillPolicy, changes: LearningChangeLog): SkillStore {
  const { statement, filename } = context;

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
    lastUsedDayRank: row.last_used_day_rank,
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

  const promotes = (status: SkillStatus, streak: number, autoPromote: boolean): SkillStatus =>
    autoPromote && status !== 'active' && streak >= policy.promoteAfterSuccesses ? 'active' : status;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 'es'}`;

  /** Logs the change from `before` to `after` when the status or the framework changed (always for a new skill). */
  const logSkill = (before: SkillRow | undefined, after: SkillRow, reason: string, dayRank: number, turnId: string | undefined) => {
    if (before !== undefined && before.status === after.status && before.framework_hash === after.framework_hash) return;
    changes.log({
      kind: `skill_${after.status}`,
      subjectKind: 'skill',
      subject: after.intent_hash,
      label: skillLabel(after.intent_json, filename),
      reason,
      turnId,
      dayRank,
      before: before === undefined ? null : skillSnapshot(before, filename),
      after: skillSnapshot(after, filename),
    });
  };
  const antiSkillLabel = (intentJson: string, hash: string) => `${skillLabel(intentJson, filename)} · plan ${hash.slice(0, 8)}`;
  /** Bans `hash` for the intent (`anti_skill_added`); the skill row must exist. */
  const banFramework = (skill: SkillRow, hash: string, reason: string, dayRank: number, turnId: string | undefined) => {
    const before = statement(selectAntiSkill).get(skill.intent_hash, hash) as AntiSkillRow | undefined;
    const after: AntiSkillRow = { intent_hash: skill.intent_hash, framework_hash: hash, reason, created_day_rank: dayRank, expires_day_rank: dayRank + policy.antiSkillTtlActiveDays };
    statement(upsertAntiSkill).run(after.intent_hash, hash, reason, after.created_day_rank, after.expires_day_rank);
    changes.log({
      kind: 'anti_skill_added',
      subjectKind: 'anti_skill',
      subject: `${skill.intent_hash}:${hash}`,
      label: antiSkillLabel(skill.intent_json, hash),
      reason: `${reason}: banned for ${policy.antiSkillTtlActiveDays} active days`,
      turnId,
      dayRank,
      before: before === undefined ? null : antiSkillSnapshot(before),
      after: antiSkillSnapshot(after),
    });
  };
  /** Lifts the ban of `hash` for the intent, if there is one (`anti_skill_lifted`). */
  const liftAntiSkill = (skill: SkillRow, hash: string, reason: string, dayRank: number, turnId: string | undefined) => {
    const before = statement(selectAntiSkill).get(skill.intent_hash, hash) as AntiSkillRow | undefined;
    if (before === undefined) return;
    statement(deleteAntiSkill).run(skill.intent_hash, hash);
    changes.log({
      kind: 'anti_skill_lifted',
      subjectKind: 'anti_skill',
      subject: `${skill.intent_hash}:${hash}`,
      label: antiSkillLabel(skill.intent_json, hash),
      reason,
      turnId,
      dayRank,
      before: antiSkillSnapshot(before),
      after: null,
    });
  };

  return {
    findSkill(intentHash, options = {}) {
      return context.read(() => {
        const row = statement(options.includeAll === true ? selectSkill : selectActiveSkill).get(intentHash) as SkillRow | undefined;
        return row === undefined ? undefined : toRecord(row);
      });
    },

    recordOutcome({ intentHash, intent, framework, ok, dayRank, reason, turnId, autoPromote = true }) {
      checkIntentHash(intentHash);
      checkDayRank(dayRank);
      if (typeof ok !== 'boolean') context.invalidInput('ok must be a boolean');
      if (turnId !== undefined && (typeof turnId !== 'string' || turnId.length === 0)) context.invalidInput('turnId must be a non-empty string when given');
      const hash = frameworkHash(framework);
      const frameworkJson = JSON.stringify(framework);
      return context.write(() => {
        const now = context.now();
        const row = statement(selectSkill).get(intentHash) as SkillRow | undefined;
        const failureReason = (streak: number) => reason ?? `${streak} consecutive failures`;
        const failureText = (streak: number) => `${streak} consecutive failures${reason === undefined ? '' : ` (last: ${reason})`}`;

        if (row === undefined || row.status === 'retired' || (ok && row.framework_hash !== hash)) {
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
            version: row === undefined ? 1 : row.version + (row.framework_hash === hash ? 0 : 1),
            last_used_day_rank: dayRank,
            created_at: row?.created_at ?? now,
            updated_at: now,
          };
          const banned = !ok && next.consecutive_failures >= policy.antiSkillAfterFailures;
          if (banned) next.status = 'demoted';
          if (row === undefined) statement(insertSkill).run(next);
          else statement(updateSkill).run(next);
          let why =
            row === undefined
              ? `first outcome ${ok ? 'succeeded' : 'failed'}`
              : row.status === 'retired'
                ? `learned again after retirement (${ok ? 'a success' : 'a failure'})`
                : `a different plan succeeded: framework replaced (version ${next.version})`;
          if (next.status === 'active') why += `; promoted after ${plural(1, 'success')}`;
          if (banned) why += `; demoted after ${failureText(1)}`;
          logSkill(row, next, why, dayRank, turnId);
          if (ok) {
            statement('DELETE FROM framework_failure_streaks WHERE intent_hash = ? AND framework_hash = ?').run(intentHash, hash);
            liftAntiSkill(next, hash, 'the banned plan succeeded', dayRank, turnId);
          } else if (banned) {
            banFramework(next, hash, failureReason(1), dayRank, turnId);
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
            banFramework(row, hash, failureReason(streak.consecutive_failures), dayRank, turnId);
          }
          return toRecord(row);
        }

        const next: SkillRow = { ...row, uses: row.uses + 1, last_used_day_rank: Math.max(row.last_used_day_rank, dayRank), updated_at: now };
        let why: string;
        let banned = false;
        if (ok) {
          next.successes += 1;
          next.consecutive_successes += 1;
          next.consecutive_failures = 0;
          next.status = promotes(row.status, next.consecutive_successes, autoPromote);
          why = `${plural(next.consecutive_successes, 'success')} in a row`;
        } else {
          next.failures += 1;
          next.consecutive_failures += 1;
          next.consecutive_successes = 0;
          banned = next.consecutive_failures >= policy.antiSkillAfterFailures;
          if (banned) next.status = 'demoted';
          why = failureText(next.consecutive_failures);
        }
        statement(updateSkill).run(next);
        logSkill(row, next, why, dayRank, turnId);
        if (ok) liftAntiSkill(next, hash, 'the banned plan succeeded', dayRank, turnId);
        if (banned) banFramework(next, hash, failureReason(next.consecutive_failures), dayRank, turnId);
        return toRecord(next);
      });
    },

    applyFeedback(intentHash, feedback: Feedback, dayRank, options = {}) {
      checkDayRank(dayRank);
      if (feedback !== 'up' && feedback !== 'down' && feedback !== 'retry') {
        context.invalidInput(`feedback must be 'up', 'down' or 'retry'; got ${JSON.stringify(feedback)}`);
      }
      const { turnId } = options;
      if (turnId !== undefined && (typeof turnId !== 'string' || turnId.length === 0)) context.invalidInput('turnId must be a non-empty string when given');
      return context.write(() => {
        const row = statement(selectSkill).get(intentHash) as SkillRow | undefined;
        if (row === undefined) return undefined;
        if (row.status === 'retired' && feedback !== 'up') return toRecord(row);
        const next: SkillRow = { ...row, updated_at: context.now() };
        let why: string;
        let banned = false;
        if (feedback === 'up') {
          next.status = 'active';
          next.consecutive_failures = 0;
          next.last_used_day_rank = Math.max(row.last_used_day_rank, dayRank);
          why = '✓ feedback';
        } else if (feedback === 'down') {
          next.status = 'demoted';
          next.uses += 1;
          next.failures += 1;
          next.consecutive_failures += 1;
          next.consecutive_successes = 0;
          banned = next.consecutive_failures >= policy.antiSkillAfterFailures;
          why = '✗ feedback';
        } else {
          next.status = row.status === 'active' ? 'candidate' : row.status;
          next.consecutive_successes = 0;
          why = '↺ retry: the planner proposes afresh';
        }
        statement(updateSkill).run(next);
        logSkill(row, next, why, dayRank, turnId);
        if (feedback === 'up') liftAntiSkill(next, row.framework_hash, '✓ feedback', dayRank, turnId);
        if (banned) banFramework(next, row.framework_hash, `${next.consecutive_failures} consecutive failures (last: user feedback ✗)`, dayRank, turnId);
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
