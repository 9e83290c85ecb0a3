import type {
  AgedSubjectKind,
  LearnedUsage,
  LearningChangeKind,
  LearningChangeRecord,
  LearningChangeStore,
  LearningRevertResult,
  LearningSubjectKind,
  PathStep,
} from '@metnos/core';
import { planLearningRevert, type CanonicalQuerySnapshot, type LearningRevertAction, type LearningRevertPlan, type MultiToolPathSnapshot } from '@metnos/praxis/revert';
import { antiSkillSnapshot, type AntiSkillRow } from './create-skill-store';
import type { LearningChangeLog } from './learning-change-log';
import {
  canonicalQuerySnapshot,
  canonicalQueryStateColumns,
  multiToolPathSnapshot,
  multiToolPathStateColumns,
  type CanonicalQueryStateRow,
  type MultiToolPathStateRow,
} from './learning-snapshots';
import { readJsonColumn } from './read-json-column';
import { skillLabel, skillSnapshot, type SkillRow } from './skill-row';
import type { StoreContext } from './store-context';

interface ChangeRow {
  id: number;
  kind: LearningChangeKind;
  subject_kind: LearningSubjectKind;
  subject: string;
  label: string;
  reason: string;
  turn_id: string | null;
  day_rank: number;
  before_json: string | null;
  after_json: string | null;
  revert_of: number | null;
  reverted_by: number | null;
  created_at: string;
}

const same = (value: unknown) => value;
/** The column of each field of an L1 row's state, and how its value is written. */
const canonicalQueryColumns: Record<keyof CanonicalQuerySnapshot, [string, (value: unknown) => unknown]> = {
  count: ['count', same],
  successes: ['successes', same],
  failures: ['failures', same],
  lastDayRank: ['last_day_rank', same],
  retiredAt: ['retired_at', same],
  argsObserved: ['args_observed_json', (value) => JSON.stringify(value ?? {})],
  request: ['request', same],
  observedAt: ['created_at', same],
};
/** The column of each field of an L2 path's state, and how its value is written. */
const multiToolPathColumns: Record<keyof Omit<MultiToolPathSnapshot, 'protoExecutorId' | 'signature'>, [string, (value: unknown) => unknown]> = {
  uses: ['uses', same],
  failures: ['failures', same],
  lastDayRank: ['last_day_rank', same],
  retiredAt: ['retired_at', same],
  promoted: ['promoted', (value) => (value === true ? 1 : 0)],
};

const subjectKinds = new Set<LearningSubjectKind>(['skill', 'anti_skill', 'canonical_query', 'multi_tool_path', 'executor']);
const agedKinds = new Set<AgedSubjectKind>(['skill', 'canonical_query', 'multi_tool_path']);

/**
 * The learning change log and the ager's persistence (core's `LearningChangeStore`). Changes are written by the
 * table modules in the transactions that make them; this module lists them and reverts them one by one. Whether a
 * change can be reverted and what restores its subject is @metnos/praxis' `planLearningRevert` (a skill's whole
 * state, an anti-skill's ban with a fresh window when the old one has run out, an L1 row's count or retirement, an
 * L2 path's retirement or promotion; a thing brought back from retirement counts as used on the day of the revert):
 * this module reads the facts it needs (a later change of the subject, whether the subject exists, a skill's
 * anti-skills) and applies the typed action in the same transaction. A revert is itself logged (`reverted`) and
 * marks the change `revertedBy`.
 */
export function createLearningChangeStore(context: StoreContext, changes: LearningChangeLog): LearningChangeStore {
  const { statement, filename } = context;

  const parse = (text: string | null, column: string) =>
    text === null ? null : readJsonColumn<Record<string, unknown>>(text, { filename, column: `learning_changes.${column}` });
  const selectSkill = (intentHash: string) => statement('SELECT * FROM skills WHERE intent_hash = ?').get(intentHash) as SkillRow | undefined;
  const selectCanonical = (id: string) =>
    statement(`SELECT query, tool, ${canonicalQueryStateColumns} FROM canonical_query_log WHERE id = ?`).get(Number(id)) as
      | (CanonicalQueryStateRow & { query: string; tool: string })
      | undefined;
  const selectPath = (id: string) =>
    statement(`SELECT signature, ${multiToolPathStateColumns} FROM multi_tool_paths WHERE id = ?`).get(Number(id)) as
      | (MultiToolPathStateRow & { signature: string })
      | undefined;
  const selectAntiSkill = (intentHash: string, frameworkHash: string) =>
    statement('SELECT * FROM anti_skills WHERE intent_hash = ? AND framework_hash = ?').get(intentHash, frameworkHash) as AntiSkillRow | undefined;

  /** Whether `row` can be reverted now and how (@metnos/praxis' revert policy, on what the store knows of its subject). */
  const plan = (row: ChangeRow, dayRank: number): LearningRevertPlan => {
    const later = statement(
      `SELECT id FROM learning_changes WHERE subject_kind = ? AND subject = ? AND id > ? AND kind != 'reverted' AND reverted_by IS NULL
       ORDER BY id DESC LIMIT 1`,
    ).get(row.subject_kind, row.subject, row.id) as { id: number } | undefined;
    const intentHash = row.subject_kind === 'anti_skill' ? (row.subject.split(':')[0] ?? '') : row.subject;
    const subjectExists =
      row.subject_kind === 'skill' || row.subject_kind === 'anti_skill'
        ? selectSkill(intentHash) !== undefined
        : row.subject_kind === 'canonical_query'
          ? selectCanonical(row.subject) !== undefined
          : row.subject_kind === 'multi_tool_path'
            ? selectPath(row.subject) !== undefined
            : true;
    return planLearningRevert({
      change: {
        kind: row.kind,
        subjectKind: row.subject_kind,
        subject: row.subject,
        before: parse(row.before_json, 'before_json'),
        after: parse(row.after_json, 'after_json'),
        ...(row.revert_of === null ? {} : { revertOf: row.revert_of }),
        ...(row.reverted_by === null ? {} : { revertedBy: row.reverted_by }),
      },
      dayRank,
      laterChangeId: later?.id,
      subjectExists,
      hasAntiSkills: row.subject_kind === 'skill' && statement('SELECT 1 FROM anti_skills WHERE intent_hash = ?').get(row.subject) !== undefined,
    });
  };

  const toRecord = (row: ChangeRow): LearningChangeRecord => {
    // Only whether it is revertible is read here; the day a revert would run on changes the action alone.
    const planned = plan(row, row.day_rank);
    const record: LearningChangeRecord = {
      id: row.id,
      kind: row.kind,
      subjectKind: row.subject_kind,
      subject: row.subject,
      label: row.label,
      reason: row.reason,
      dayRank: row.day_rank,
      createdAt: row.created_at,
      before: parse(row.before_json, 'before_json'),
      after: parse(row.after_json, 'after_json'),
      revertible: planned.revertible,
    };
    if (row.turn_id !== null) record.turnId = row.turn_id;
    if (row.revert_of !== null) record.revertOf = row.revert_of;
    if (row.reverted_by !== null) record.revertedBy = row.reverted_by;
    if (!planned.revertible) record.notRevertibleReason = planned.reason;
    return record;
  };
  const findRow = (id: number) => statement('SELECT * FROM learning_changes WHERE id = ?').get(id) as ChangeRow | undefined;
  const findRecord = (id: number) => {
    const row = findRow(id);
    return row === undefined ? undefined : toRecord(row);
  };

  /** Applies `action` (what undoes a change); returns the subject's state now and as restored. */
  const restore = (action: LearningRevertAction): { current: Record<string, unknown> | null; restored: Record<string, unknown> | null } => {
    const now = context.now();
    switch (action.kind) {
      case 'delete_skill': {
        const current = skillSnapshot(selectSkill(action.intentHash)!, filename);
        statement('DELETE FROM skills WHERE intent_hash = ?').run(action.intentHash);
        return { current, restored: null };
      }
      case 'set_skill': {
        const skill = selectSkill(action.intentHash)!;
        const { fields } = action;
        const next: SkillRow = {
          ...skill,
          status: fields.status ?? skill.status,
          framework_json: fields.framework === undefined ? skill.framework_json : JSON.stringify(fields.framework),
          framework_hash: fields.frameworkHash ?? skill.framework_hash,
          version: fields.version ?? skill.version,
          uses: fields.uses ?? skill.uses,
          successes: fields.successes ?? skill.successes,
          failures: fields.failures ?? skill.failures,
          consecutive_successes: fields.consecutiveSuccesses ?? skill.consecutive_successes,
          consecutive_failures: fields.consecutiveFailures ?? skill.consecutive_failures,
          last_used_day_rank: fields.lastUsedDayRank ?? skill.last_used_day_rank,
        };
        statement(
          `UPDATE skills SET status = @status, framework_json = @framework_json, framework_hash = @framework_hash, version = @version,
           uses = @uses, successes = @successes, failures = @failures, consecutive_successes = @consecutive_successes,
           consecutive_failures = @consecutive_failures, last_used_day_rank = @last_used_day_rank, updated_at = @updated_at
           WHERE intent_hash = @intent_hash`,
        ).run({ ...next, updated_at: now });
        return { current: skillSnapshot(skill, filename), restored: skillSnapshot(next, filename) };
      }
      case 'delete_anti_skill':
      case 'put_anti_skill': {
        const { intentHash, frameworkHash } = action;
        const existing = selectAntiSkill(intentHash, frameworkHash);
        const current = existing === undefined ? null : antiSkillSnapshot(existing);
        if (action.kind === 'delete_anti_skill') {
          statement('DELETE FROM anti_skills WHERE intent_hash = ? AND framework_hash = ?').run(intentHash, frameworkHash);
          return { current, restored: null };
        }
        const { reason, createdDayRank, expiresDayRank } = action.ban;
        const next: AntiSkillRow = { intent_hash: intentHash, framework_hash: frameworkHash, reason, created_day_rank: createdDayRank, expires_day_rank: expiresDayRank };
        statement(
          `INSERT INTO anti_skills (intent_hash, framework_hash, reason, created_day_rank, expires_day_rank) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (intent_hash, framework_hash) DO UPDATE SET reason = excluded.reason, created_day_rank = excluded.created_day_rank,
           expires_day_rank = excluded.expires_day_rank`,
        ).run(intentHash, frameworkHash, reason, createdDayRank, expiresDayRank);
        return { current, restored: antiSkillSnapshot(next) };
      }
      case 'set_canonical_query': {
        const current = canonicalQuerySnapshot(selectCanonical(String(action.id))!, filename);
        const columns = Object.entries(action.fields).map(([field, value]) => {
          const [column, toSql] = canonicalQueryColumns[field as keyof CanonicalQuerySnapshot];
          return { column, value: toSql(value) };
        });
        if (columns.length > 0) {
          statement(`UPDATE canonical_query_log SET ${columns.map(({ column }) => `${column} = ?`).join(', ')}, updated_at = ? WHERE id = ?`).run(
            ...columns.map(({ value }) => value),
            now,
            action.id,
          );
        }
        return { current, restored: canonicalQuerySnapshot(selectCanonical(String(action.id))!, filename) };
      }
      case 'set_multi_tool_path':
      case 'unpromote_multi_tool_path': {
        const path = selectPath(String(action.id))!;
        const current = multiToolPathSnapshot(path);
        if (action.kind === 'unpromote_multi_tool_path') {
          statement('DELETE FROM proto_executors WHERE id = ?').run(action.protoExecutorId);
          statement('UPDATE multi_tool_paths SET promoted = 0 WHERE signature = ?').run(path.signature);
        } else {
          const columns = Object.entries(action.fields).map(([field, value]) => {
            const [column, toSql] = multiToolPathColumns[field as keyof typeof action.fields];
            return { column, value: toSql(value) };
          });
          if (columns.length > 0) {
            statement(`UPDATE multi_tool_paths SET ${columns.map(({ column }) => `${column} = ?`).join(', ')} WHERE id = ?`).run(...columns.map(({ value }) => value), action.id);
          }
        }
        return { current, restored: multiToolPathSnapshot(selectPath(String(action.id))!) };
      }
      default:
        return { current: null, restored: null };
    }
  };

  const retireOne = (subjectKind: AgedSubjectKind, subject: string, reason: string, dayRank: number): number | undefined => {
    const now = context.now();
    const log = (label: string, before: Record<string, unknown>, after: Record<string, unknown>) =>
      changes.log({ kind: `${subjectKind}_retired`, subjectKind, subject, label, reason, dayRank, before, after });
    if (subjectKind === 'skill') {
      const skill = selectSkill(subject);
      if (skill === undefined || skill.status === 'retired') return undefined;
      const next: SkillRow = { ...skill, status: 'retired', updated_at: now };
      statement("UPDATE skills SET status = 'retired', updated_at = ? WHERE intent_hash = ?").run(now, subject);
      return log(skillLabel(skill.intent_json, filename), skillSnapshot(skill, filename), skillSnapshot(next, filename));
    }
    if (subjectKind === 'canonical_query') {
      const row = selectCanonical(subject);
      if (row === undefined || row.retired_at !== null) return undefined;
      statement('UPDATE canonical_query_log SET retired_at = ? WHERE id = ?').run(now, Number(subject));
      return log(`${row.query} → ${row.tool}`, canonicalQuerySnapshot(row, filename), canonicalQuerySnapshot({ ...row, retired_at: now }, filename));
    }
    const row = statement(`SELECT canonical_query, steps_json, ${multiToolPathStateColumns} FROM multi_tool_paths WHERE id = ?`).get(Number(subject)) as
      | (MultiToolPathStateRow & { canonical_query: string; steps_json: string })
      | undefined;
    if (row === undefined || row.retired_at !== null) return undefined;
    statement('UPDATE multi_tool_paths SET retired_at = ? WHERE id = ?').run(now, Number(subject));
    return log(pathLabel(row.canonical_query, row.steps_json), multiToolPathSnapshot(row), multiToolPathSnapshot({ ...row, retired_at: now }));
  };
  const pathLabel = (canonicalQuery: string, stepsJson: string) =>
    `${canonicalQuery} (${readJsonColumn<PathStep[]>(stepsJson, { filename, column: 'multi_tool_paths.steps_json' }).map((step) => step.tool).join(' → ')})`;

  return {
    listLearningChanges({ limit = 100, offset = 0, subjectKind } = {}) {
      if (!Number.isInteger(limit) || limit < 0 || !Number.isInteger(offset) || offset < 0) {
        context.invalidInput('limit and offset must be non-negative integers');
      }
      if (subjectKind !== undefined && !subjectKinds.has(subjectKind)) {
        context.invalidInput(`subjectKind must be one of ${[...subjectKinds].join(', ')}; got ${JSON.stringify(subjectKind)}`);
      }
      return context.read(() => {
        const rows =
          subjectKind === undefined
            ? statement('SELECT * FROM learning_changes ORDER BY id DESC LIMIT ? OFFSET ?').all(limit, offset)
            : statement('SELECT * FROM learning_changes WHERE subject_kind = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(subjectKind, limit, offset);
        return (rows as ChangeRow[]).map(toRecord);
      });
    },

    findLearningChange(id) {
      return context.read(() => findRecord(id));
    },

    countLearningChanges() {
      return context.read(() => (statement('SELECT count(*) AS count FROM learning_changes').get() as { count: number }).count);
    },

    revertLearningChange(id, { turnId } = {}): LearningRevertResult {
      if (!Number.isSafeInteger(id) || id < 1) return { reverted: false, reason: `a change id is a positive integer; got ${String(id)}` };
      return context.write(() => {
        const row = findRow(id);
        if (row === undefined) return { reverted: false, reason: `there is no learning change #${id} (metnos changes lists them)` };
        const dayRank = changes.currentDayRank();
        const planned = plan(row, dayRank);
        if (!planned.revertible) return { reverted: false, reason: planned.reason };
        const { current, restored } = restore(planned.action);
        const revertId = changes.log({
          kind: 'reverted',
          subjectKind: row.subject_kind,
          subject: row.subject,
          label: row.label,
          reason: `revert of change #${row.id} (${row.kind}: ${row.reason})`,
          turnId,
          dayRank,
          before: current,
          after: restored,
          revertOf: row.id,
        });
        statement('UPDATE learning_changes SET reverted_by = ? WHERE id = ?').run(revertId, row.id);
        return { reverted: true, change: findRecord(revertId)! };
      });
    },

    recordKnownExecutors(executors) {
      if (!Array.isArray(executors)) context.invalidInput('executors must be an array of { name, description? }');
      for (const executor of executors) {
        if (typeof executor?.name !== 'string' || executor.name.length === 0) context.invalidInput('every executor needs a non-empty name');
      }
      return context.write(() => {
        const logged: number[] = [];
        for (const { name, description = '' } of executors) {
          const inserted = statement('INSERT INTO known_executors (name, description, first_seen_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING RETURNING name').get(
            name,
            description,
            context.now(),
          );
          if (inserted === undefined) continue;
          logged.push(
            changes.log({
              kind: 'executor_added',
              subjectKind: 'executor',
              subject: name,
              label: name,
              reason: 'the catalog loaded a manifest not seen before',
              before: null,
              after: { name, description },
            }),
          );
        }
        return logged.map((changeId) => findRecord(changeId)!);
      });
    },

    listLearnedUsage() {
      return context.read(() => {
        const usage: LearnedUsage[] = [];
        for (const row of statement("SELECT intent_hash, intent_json, successes, failures, last_used_day_rank FROM skills WHERE status != 'retired' ORDER BY intent_hash").all() as Array<
          Pick<SkillRow, 'intent_hash' | 'intent_json' | 'successes' | 'failures' | 'last_used_day_rank'>
        >) {
          usage.push({ subjectKind: 'skill', subject: row.intent_hash, label: skillLabel(row.intent_json, filename), successes: row.successes, failures: row.failures, lastUsedDayRank: row.last_used_day_rank });
        }
        for (const row of statement('SELECT id, query, tool, successes, failures, last_day_rank FROM canonical_query_log WHERE retired_at IS NULL ORDER BY id').all() as Array<{
          id: number;
          query: string;
          tool: string;
          successes: number;
          failures: number;
          last_day_rank: number;
        }>) {
          usage.push({ subjectKind: 'canonical_query', subject: String(row.id), label: `${row.query} → ${row.tool}`, successes: row.successes, failures: row.failures, lastUsedDayRank: row.last_day_rank });
        }
        for (const row of statement('SELECT id, canonical_query, steps_json, uses, failures, last_day_rank FROM multi_tool_paths WHERE retired_at IS NULL ORDER BY id').all() as Array<{
          id: number;
          canonical_query: string;
          steps_json: string;
          uses: number;
          failures: number;
          last_day_rank: number;
        }>) {
          usage.push({
            subjectKind: 'multi_tool_path',
            subject: String(row.id),
            label: pathLabel(row.canonical_query, row.steps_json),
            successes: Math.max(0, row.uses - row.failures),
            failures: row.failures,
            lastUsedDayRank: row.last_day_rank,
          });
        }
        return usage;
      });
    },

    retireLearned(retirements, { dayRank }) {
      if (!Number.isInteger(dayRank) || dayRank < 0) context.invalidInput(`dayRank must be a non-negative integer; got ${dayRank}`);
      for (const retirement of retirements) {
        if (!agedKinds.has(retirement?.subjectKind)) {
          context.invalidInput(`subjectKind must be skill, canonical_query or multi_tool_path; got ${JSON.stringify(retirement?.subjectKind)}`);
        }
        if (typeof retirement.subject !== 'string' || typeof retirement.reason !== 'string' || retirement.reason.length === 0) {
          context.invalidInput('every retirement needs a subject and a reason');
        }
      }
      return context.write(() => {
        const logged: number[] = [];
        for (const { subjectKind, subject, reason } of retirements) {
          const changeId = retireOne(subjectKind, subject, reason, dayRank);
          if (changeId !== undefined) logged.push(changeId);
        }
        return logged.map((changeId) => findRecord(changeId)!);
      });
    },

    expireAntiSkills(dayRank) {
      if (!Number.isInteger(dayRank) || dayRank < 0) context.invalidInput(`dayRank must be a non-negative integer; got ${dayRank}`);
      return context.write(() => {
        const due = statement(
          `SELECT anti_skills.*, skills.intent_json FROM anti_skills JOIN skills USING (intent_hash)
           WHERE anti_skills.expires_day_rank <= ? ORDER BY anti_skills.intent_hash, anti_skills.framework_hash`,
        ).all(dayRank) as Array<AntiSkillRow & { intent_json: string }>;
        const logged: number[] = [];
        for (const row of due) {
          statement('DELETE FROM anti_skills WHERE intent_hash = ? AND framework_hash = ?').run(row.intent_hash, row.framework_hash);
          logged.push(
            changes.log({
              kind: 'anti_skill_expired',
              subjectKind: 'anti_skill',
              subject: `${row.intent_hash}:${row.framework_hash}`,
              label: `${skillLabel(row.intent_json, filename)} · plan ${row.framework_hash.slice(0, 8)}`,
              reason: `its ${row.expires_day_rank - row.created_day_rank} active days ran out (active day ${row.expires_day_rank}): the plan may be tried again`,
              dayRank,
              before: antiSkillSnapshot(row),
              after: null,
            }),
          );
        }
        return logged.map((changeId) => findRecord(changeId)!);
      });
    },
  };
}
