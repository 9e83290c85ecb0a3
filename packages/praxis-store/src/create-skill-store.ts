import type { AntiSkillRecord, Framework, Intent, SkillKey, SkillRecord, SkillState, SkillStatus, SkillStore, SkillTransition } from '@metnos/core';
import type { AntiSkillSnapshot } from '@metnos/praxis/revert';
import type { LearningChangeLog } from './learning-change-log';
import { readJsonColumn } from './read-json-column';
import { skillLabel, skillSnapshot, type SkillRow } from './skill-row';
import type { StoreContext } from './store-context';

/** A row of `anti_skills`. */
export interface AntiSkillRow {
  intent_hash: string;
  framework_hash: string;
  reason: string;
  created_day_rank: number;
  expires_day_rank: number;
}

const selectSkill = 'SELECT * FROM skills WHERE intent_hash = ?';
const selectStreak = 'SELECT consecutive_failures FROM framework_failure_streaks WHERE intent_hash = ? AND framework_hash = ?';
const selectActiveSkill = "SELECT * FROM skills WHERE intent_hash = ? AND status = 'active'";
const updateSkill = `UPDATE skills SET framework_json = @framework_json, framework_hash = @framework_hash, status = @status,
  uses = @uses, successes = @successes, failures = @failures, consecutive_successes = @consecutive_successes,
  consecutive_failures = @consecutive_failures, version = @version, last_used_day_rank = @last_used_day_rank,
  updated_at = @updated_at WHERE intent_hash = @intent_hash`;
const insertSkill = `INSERT INTO skills (intent_hash, intent_json, framework_json, framework_hash, status, uses, successes,
  failures, consecutive_successes, consecutive_failures, version, last_used_day_rank, created_at, updated_at) VALUES (@intent_hash,
  @intent_json, @framework_json, @framework_hash, @status, @uses, @successes, @failures, @consecutive_successes,
  @consecutive_failures, @version, @last_used_day_rank, @created_at, @updated_at)`;
// The expressions of the `skills_verb_object` index (migration 5), written exactly so for SQLite to use it.
const selectSkillsByVerbObject = `SELECT * FROM skills WHERE json_extract(intent_json, '$.verb') = ? AND json_extract(intent_json, '$.object') = ?
  AND status <> 'retired' ORDER BY successes DESC, updated_at DESC, intent_hash`;
const upsertAntiSkill = `INSERT INTO anti_skills (intent_hash, framework_hash, reason, created_day_rank, expires_day_rank)
  VALUES (?, ?, ?, ?, ?) ON CONFLICT (intent_hash, framework_hash) DO UPDATE SET reason = excluded.reason,
  created_day_rank = excluded.created_day_rank, expires_day_rank = excluded.expires_day_rank`;
const deleteAntiSkill = 'DELETE FROM anti_skills WHERE intent_hash = ? AND framework_hash = ?';
const selectAntiSkill = 'SELECT * FROM anti_skills WHERE intent_hash = ? AND framework_hash = ?';

/** The columns of an anti-skill a learning change records. */
export function antiSkillSnapshot(row: AntiSkillRow): AntiSkillSnapshot {
  return { reason: row.reason, createdDayRank: row.created_day_rank, expiresDayRank: row.expires_day_rank };
}

const statuses: ReadonlySet<SkillStatus> = new Set(['candidate', 'active', 'demoted', 'retired']);
const hexKey = /^[0-9a-f]{16}$/;

/**
 * The skills / anti-skills half of the Praxis store. It decides nothing about the lifecycle: `updateSkill` reads the
 * state of one intent and framework (the skill, the framework's failure streak kept aside, its anti-skill) inside one
 * IMMEDIATE transaction, hands it to the caller's `decide` (the policy of @metnos/praxis) and writes the
 * transition it returns: the skill row, the streak, the anti-skill, and each learning change with the subject's
 * state before and after. A transition that contradicts itself (a `skill_active` change with a demoted skill, a ban
 * with no skill to name) is refused with `invalid_input` and writes nothing.
 * A `retired` skill (the efficacy ager) is never found by `findSkill`.
 */
export function createSkillStore(context: StoreContext, changes: LearningChangeLog): SkillStore {
  const { statement, filename } = context;

  const checkKey = ({ intentHash, frameworkHash, dayRank, turnId }: SkillKey) => {
    if (typeof intentHash !== 'string' || !hexKey.test(intentHash)) {
      context.invalidInput(`intentHash must be 16 lowercase hex digits (use intentHash(intent) of @metnos/praxis); got ${JSON.stringify(intentHash)}`);
    }
    if (frameworkHash !== undefined && (typeof frameworkHash !== 'string' || !hexKey.test(frameworkHash))) {
      context.invalidInput(`frameworkHash must be 16 lowercase hex digits (use frameworkHash(framework) of @metnos/praxis); got ${JSON.stringify(frameworkHash)}`);
    }
    if (!Number.isInteger(dayRank) || dayRank < 0) context.invalidInput(`dayRank must be a non-negative integer; got ${dayRank}`);
    if (turnId !== undefined && (typeof turnId !== 'string' || turnId.length === 0)) context.invalidInput('turnId must be a non-empty string when given');
  };
  const count = (name: string, value: unknown, min = 0) => {
    if (!Number.isInteger(value) || (value as number) < min) context.invalidInput(`the transition's skill.${name} must be an integer >= ${min}; got ${String(value)}`);
  };
  /** Refuses a transition that does not say one consistent thing (before anything is written). */
  const checkTransition = (key: SkillKey, state: SkillState, transition: SkillTransition) => {
    const { skill } = transition;
    if (skill !== undefined) {
      if (skill.intentHash !== key.intentHash) context.invalidInput(`the transition's skill is for intent ${skill.intentHash}, not ${key.intentHash}`);
      if (!statuses.has(skill.status)) context.invalidInput(`the transition's skill.status must be candidate, active, demoted or retired; got ${JSON.stringify(skill.status)}`);
      if (typeof skill.frameworkHash !== 'string' || !hexKey.test(skill.frameworkHash)) context.invalidInput('the transition\'s skill.frameworkHash must be 16 lowercase hex digits');
      for (const name of ['uses', 'successes', 'failures', 'consecutiveSuccesses', 'consecutiveFailures', 'lastUsedDayRank'] as const) count(name, skill[name]);
      count('version', skill.version, 1);
    }
    if ((transition.ban !== undefined || transition.lift !== undefined || transition.frameworkFailureStreak !== undefined) && state.frameworkHash === undefined) {
      context.invalidInput('the transition bans, lifts or counts a framework but the key names none and the intent has no skill');
    }
    if (transition.ban !== undefined && transition.lift !== undefined) context.invalidInput('the transition both bans and lifts the framework');
    if (transition.lift !== undefined && state.antiSkill === undefined) context.invalidInput('the transition lifts an anti-skill that does not exist');
    if (transition.ban !== undefined && skill === undefined && state.skill === undefined) context.invalidInput('the transition bans a framework of an intent with no skill');
    if (transition.frameworkFailureStreak !== undefined && (!Number.isInteger(transition.frameworkFailureStreak) || transition.frameworkFailureStreak < 0)) {
      context.invalidInput(`the transition's frameworkFailureStreak must be a non-negative integer; got ${transition.frameworkFailureStreak}`);
    }
    for (const change of transition.changes) {
      const ok =
        change.kind === 'anti_skill_added' ? transition.ban !== undefined
        : change.kind === 'anti_skill_lifted' ? transition.lift !== undefined
        : skill !== undefined && change.kind === `skill_${skill.status}`;
      if (!ok || typeof change.reason !== 'string' || change.reason.length === 0) {
        context.invalidInput(`the transition's change ${JSON.stringify(change.kind)} does not match what it writes (or has no reason)`);
      }
    }
  };

  const toRecord = (row: SkillRow): SkillRecord => ({
    intentHash: row.intent_hash,
    intent: readJsonColumn<Intent>(row.intent_json, { filename: context.filename, column: 'skills.intent_json' }),
    framework: readJsonColumn<Framework>(row.framework_json, { filename: context.filename, column: 'skills.framework_json' }),
    frameworkHash: row.framework_hash,
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
  const antiSkillLabel = (intentJson: string, hash: string) => `${skillLabel(intentJson, filename)} · plan ${hash.slice(0, 8)}`;

  return {
    findSkill(intentHash, options = {}) {
      return context.read(() => {
        const row = statement(options.includeAll === true ? selectSkill : selectActiveSkill).get(intentHash) as SkillRow | undefined;
        return row === undefined ? undefined : toRecord(row);
      });
    },

    updateSkill(key, decide) {
      checkKey(key);
      const { intentHash, dayRank, turnId } = key;
      return context.write(() => {
        const before = statement(selectSkill).get(intentHash) as SkillRow | undefined;
        const hash = key.frameworkHash ?? before?.framework_hash;
        const antiBefore = hash === undefined ? undefined : (statement(selectAntiSkill).get(intentHash, hash) as AntiSkillRow | undefined);
        const streak = hash === undefined ? undefined : (statement(selectStreak).get(intentHash, hash) as { consecutive_failures: number } | undefined);
        const state: SkillState = {
          ...(before === undefined ? {} : { skill: toRecord(before) }),
          ...(hash === undefined ? {} : { frameworkHash: hash }),
          frameworkFailureStreak: streak?.consecutive_failures ?? 0,
          ...(antiBefore === undefined ? {} : { antiSkill: toAntiSkill(antiBefore) }),
        };
        const transition = decide(state);
        checkTransition(key, state, transition);

        let after = before;
        if (transition.skill !== undefined) {
          const draft = transition.skill;
          const now = context.now();
          after = {
            intent_hash: intentHash,
            intent_json: JSON.stringify(draft.intent),
            framework_json: JSON.stringify(draft.framework),
            framework_hash: draft.frameworkHash,
            status: draft.status,
            uses: draft.uses,
            successes: draft.successes,
            failures: draft.failures,
            consecutive_successes: draft.consecutiveSuccesses,
            consecutive_failures: draft.consecutiveFailures,
            version: draft.version,
            last_used_day_rank: draft.lastUsedDayRank,
            created_at: before?.created_at ?? now,
            updated_at: now,
          };
          statement(before === undefined ? insertSkill : updateSkill).run(after);
        }
        const subject = after as SkillRow;
        if (transition.frameworkFailureStreak !== undefined) {
          if (transition.frameworkFailureStreak === 0) statement('DELETE FROM framework_failure_streaks WHERE intent_hash = ? AND framework_hash = ?').run(intentHash, hash);
          else {
            statement(
              `INSERT INTO framework_failure_streaks (intent_hash, framework_hash, consecutive_failures) VALUES (?, ?, ?)
               ON CONFLICT (intent_hash, framework_hash) DO UPDATE SET consecutive_failures = excluded.consecutive_failures`,
            ).run(intentHash, hash, transition.frameworkFailureStreak);
          }
        }
        let antiAfter: AntiSkillRow | undefined = antiBefore;
        if (transition.ban !== undefined) {
          const { reason, createdDayRank, expiresDayRank } = transition.ban;
          antiAfter = { intent_hash: intentHash, framework_hash: hash as string, reason, created_day_rank: createdDayRank, expires_day_rank: expiresDayRank };
          statement(upsertAntiSkill).run(intentHash, hash, reason, createdDayRank, expiresDayRank);
        } else if (transition.lift !== undefined) {
          antiAfter = undefined;
          statement(deleteAntiSkill).run(intentHash, hash);
        }
        for (const change of transition.changes) {
          const isSkill = change.kind.startsWith('skill_');
          changes.log({
            kind: change.kind,
            subjectKind: isSkill ? 'skill' : 'anti_skill',
            subject: isSkill ? intentHash : `${intentHash}:${hash}`,
            label: isSkill ? skillLabel(subject.intent_json, filename) : antiSkillLabel(subject.intent_json, hash as string),
            reason: change.reason,
            turnId,
            dayRank,
            before: isSkill ? (before === undefined ? null : skillSnapshot(before, filename)) : antiBefore === undefined ? null : antiSkillSnapshot(antiBefore),
            after: isSkill ? skillSnapshot(subject, filename) : antiAfter === undefined ? null : antiSkillSnapshot(antiAfter),
          });
        }
        return after === undefined ? undefined : toRecord(after);
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

    listSkillsByVerbObject(verb, object) {
      if (typeof verb !== 'string' || typeof object !== 'string') context.invalidInput('verb and object must be strings');
      return context.read(() =>
        (statement(selectSkillsByVerbObject).all(verb, object) as SkillRow[]).map(toRecord),
      );
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
