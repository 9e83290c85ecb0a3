import type { LearningChangeRecord, LearningSubjectKind } from '@metnos/core';
import type { LearningRevertAction, LearningRevertPlan } from './learning-revert-plan';
import type { SkillSnapshot } from './learning-snapshot';

/** What {@link planLearningRevert} judges: the change, the day, and what the store knows of its subject now. */
export interface LearningRevertInput {
  change: Pick<LearningChangeRecord, 'kind' | 'subjectKind' | 'subject' | 'before' | 'after' | 'revertedBy'> & { revertOf?: number | undefined };
  /** The active day of the revert: a thing brought back from retirement counts as used on it. */
  dayRank: number;
  /** The newest later change of the same subject that is neither a revert nor reverted, when there is one. */
  laterChangeId?: number | undefined;
  /** Whether the subject exists now: the skill, the L1 row, the L2 path; for an anti-skill, its intent's skill. */
  subjectExists: boolean;
  /** For a skill: whether its intent has anti-skills (undoing its creation would delete them). */
  hasAntiSkills?: boolean | undefined;
}

const nouns: Record<LearningSubjectKind, string> = {
  skill: 'skill',
  anti_skill: 'anti-skill',
  canonical_query: 'L1 row',
  multi_tool_path: 'L2 path',
  executor: 'executor',
};

/** `intentHash:frameworkHash`, an anti-skill's subject. */
function splitAntiSkill(subject: string): { intentHash: string; frameworkHash: string } {
  const [intentHash = '', frameworkHash = ''] = subject.split(':');
  return { intentHash, frameworkHash };
}

/** Why the change cannot be reverted now, or undefined when it can. */
function refusal({ change, laterChangeId, subjectExists, hasAntiSkills = false }: LearningRevertInput): string | undefined {
  if (change.kind === 'reverted') return `it is itself a revert (of change #${String(change.revertOf ?? null)}); a change is undone once`;
  if (change.kind === 'executor_added') return 'an executor is code on disk: remove its folder from the executors directory to take it away';
  if (change.revertedBy !== undefined) return `already reverted by change #${change.revertedBy}`;
  const noun = nouns[change.subjectKind];
  if (laterChangeId !== undefined) return `change #${laterChangeId} changed the same ${noun} later: revert that one first`;
  switch (change.subjectKind) {
    case 'skill':
      if (!subjectExists) return 'the skill no longer exists (it was forgotten)';
      if (change.before === null && hasAntiSkills) return 'undoing its creation would delete the skill and its anti-skills: revert or let those expire first';
      return undefined;
    case 'anti_skill':
      return change.before !== null && !subjectExists ? 'the skill of this intent no longer exists (it was forgotten)' : undefined;
    case 'canonical_query':
    case 'multi_tool_path':
      return subjectExists ? undefined : `the ${noun} no longer exists`;
    default:
      return undefined;
  }
}

/** The whole state of a skill from a change's `before`. */
function skillState(before: Record<string, unknown>): Partial<SkillSnapshot> {
  return {
    status: before['status'] as SkillSnapshot['status'],
    framework: before['framework'] as SkillSnapshot['framework'],
    frameworkHash: String(before['frameworkHash']),
    version: Number(before['version']),
    uses: Number(before['uses']),
    successes: Number(before['successes']),
    failures: Number(before['failures']),
    consecutiveSuccesses: Number(before['consecutiveSuccesses']),
    consecutiveFailures: Number(before['consecutiveFailures']),
    lastUsedDayRank: Number(before['lastUsedDayRank']),
  };
}

/** The action that puts the subject back as the change found it. */
function undo({ change, dayRank }: LearningRevertInput): LearningRevertAction {
  const { before, after, kind, subject } = change;
  switch (change.subjectKind) {
    case 'skill':
      if (before === null) return { kind: 'delete_skill', intentHash: subject };
      // A retirement is undone by its status alone; the skill counts as used today, so the next ager keeps it.
      if (kind === 'skill_retired') {
        return { kind: 'set_skill', intentHash: subject, fields: { status: before['status'] as SkillSnapshot['status'], lastUsedDayRank: Math.max(Number(before['lastUsedDayRank']), dayRank) } };
      }
      return { kind: 'set_skill', intentHash: subject, fields: skillState(before) };
    case 'anti_skill': {
      const { intentHash, frameworkHash } = splitAntiSkill(subject);
      if (before === null) return { kind: 'delete_anti_skill', intentHash, frameworkHash };
      let createdDayRank = Number(before['createdDayRank']);
      let expiresDayRank = Number(before['expiresDayRank']);
      if (expiresDayRank <= dayRank) {
        // The old ban has run out: the same length again, from today.
        const length = Math.max(1, expiresDayRank - createdDayRank);
        createdDayRank = dayRank;
        expiresDayRank = dayRank + length;
      }
      return { kind: 'put_anti_skill', intentHash, frameworkHash, ban: { reason: String(before['reason']), createdDayRank, expiresDayRank } };
    }
    case 'canonical_query': {
      const id = Number(subject);
      if (kind === 'canonical_query_demoted') return { kind: 'set_canonical_query', id, fields: { count: Number(before?.['count']) } };
      if (kind === 'canonical_query_retired') return { kind: 'set_canonical_query', id, fields: { retiredAt: null, lastDayRank: Math.max(Number(before?.['lastDayRank']), dayRank) } };
      if (before === null) return { kind: 'set_canonical_query', id, fields: {} };
      return {
        kind: 'set_canonical_query',
        id,
        fields: {
          count: Number(before['count']),
          successes: Number(before['successes']),
          failures: Number(before['failures']),
          lastDayRank: Number(before['lastDayRank']),
          retiredAt: (before['retiredAt'] as string | null | undefined) ?? null,
          argsObserved: (before['argsObserved'] as Record<string, unknown> | undefined) ?? {},
          request: (before['request'] as string | null | undefined) ?? null,
          observedAt: String(before['observedAt']),
        },
      };
    }
    case 'multi_tool_path': {
      const id = Number(subject);
      if (kind === 'multi_tool_path_promoted') return { kind: 'unpromote_multi_tool_path', id, protoExecutorId: Number(after?.['protoExecutorId']) };
      if (kind === 'multi_tool_path_retired') return { kind: 'set_multi_tool_path', id, fields: { retiredAt: null, lastDayRank: Math.max(Number(before?.['lastDayRank']), dayRank) } };
      if (before === null) return { kind: 'set_multi_tool_path', id, fields: {} };
      return {
        kind: 'set_multi_tool_path',
        id,
        fields: {
          uses: Number(before['uses']),
          failures: Number(before['failures']),
          lastDayRank: Number(before['lastDayRank']),
          retiredAt: (before['retiredAt'] as string | null | undefined) ?? null,
        },
      };
    }
    default:
      return { kind: 'none' };
  }
}

/**
 * The revert policy of the learning change log, pure: whether `change` can be undone now and, when it can, the typed
 * action that restores its subject as the change found it — a skill's whole state (status, framework, counters), an
 * anti-skill's ban (with a fresh window of the same length when the old one has run out), an L1 row's count or
 * retirement, an L2 path's retirement or promotion (its proto-executor deleted) — except that a thing brought back
 * from retirement counts as used on `dayRank`, so the next nightly ager does not retire it again at once. Refused,
 * with the reason: a revert, an executor added (code on disk), a change already reverted, a change followed by a
 * later one of the same subject (revert the later one first), a subject that no longer exists, a skill's creation
 * while its intent has anti-skills. The store reads the facts and applies the action in one transaction.
 */
export function planLearningRevert(input: LearningRevertInput): LearningRevertPlan {
  const refused = refusal(input);
  return refused === undefined ? { revertible: true, action: undo(input) } : { revertible: false, reason: refused };
}
