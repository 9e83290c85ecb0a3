import type { ActiveDayStore, AgedSubjectKind, LearningChangeRecord, LearningChangeStore } from '@metnos/core';
import { assertNumberOption } from '../shared/assert-option';
import { assertEfficacyPolicy, defaultEfficacyPolicy, type EfficacyPolicy } from './efficacy-policy';
import { efficacy } from './efficacy';

/** The store half the ager needs (@metnos/praxis-store implements it). */
export type LearningAgerStore = Pick<LearningChangeStore, 'listLearnedUsage' | 'retireLearned' | 'expireAntiSkills'> &
  Pick<ActiveDayStore, 'currentDayRank'>;

/** Options of `ageLearning`. */
export interface AgeLearningOptions {
  /** The thresholds (default `defaultEfficacyPolicy`). */
  policy?: EfficacyPolicy;
  /**
   * A hard limit of idle active days per kind, beside the efficacy floor: e.g. `{ multi_tool_path: 30 }` keeps
   * `[multi_tool_fast_path] ttl_active_days` (a path unused for more than that retires whatever its record).
   */
  maxIdleActiveDays?: Partial<Record<AgedSubjectKind, number>>;
  /** The active day to judge on (default the store's current one). */
  dayRank?: number;
}

/** What one run of the ager did. */
export interface AgingReport {
  dayRank: number;
  /** Live skills, L1 rows and L2 paths judged. */
  judged: number;
  /** The `*_retired` changes logged (one per thing retired). */
  retired: LearningChangeRecord[];
  /** The `anti_skill_expired` changes logged. */
  expiredAntiSkills: LearningChangeRecord[];
}

/**
 * The nightly efficacy ager: judges every live skill, L1 row and L2 path with `efficacy` on the
 * current active day and has the store retire those below the floor (or idle past `maxIdleActiveDays`) — kept for
 * audit, never served again — then expires the anti-skills whose active days ran out. The store logs each change
 * with its reason in the same transaction. Before the first active day nothing is judged.
 */
export function ageLearning(store: LearningAgerStore, options: AgeLearningOptions = {}): AgingReport {
  const policy = options.policy ?? defaultEfficacyPolicy;
  assertEfficacyPolicy(policy);
  const limits = options.maxIdleActiveDays ?? {};
  for (const [kind, limit] of Object.entries(limits)) {
    if (limit !== undefined) assertNumberOption(`maxIdleActiveDays.${kind}`, limit, { min: 0, max: Number.MAX_SAFE_INTEGER, integer: true });
  }
  const dayRank = options.dayRank ?? store.currentDayRank();
  assertNumberOption('dayRank', dayRank, { min: 0, max: Number.MAX_SAFE_INTEGER, integer: true });
  if (dayRank === 0) return { dayRank, judged: 0, retired: [], expiredAntiSkills: [] };

  const usage = store.listLearnedUsage();
  const retirements: { subjectKind: AgedSubjectKind; subject: string; reason: string }[] = [];
  for (const thing of usage) {
    const verdict = efficacy(thing, dayRank, policy);
    const limit = limits[thing.subjectKind];
    if (verdict.retire) retirements.push({ subjectKind: thing.subjectKind, subject: thing.subject, reason: verdict.reason });
    else if (limit !== undefined && verdict.idleActiveDays > limit) {
      retirements.push({ subjectKind: thing.subjectKind, subject: thing.subject, reason: `unused for ${verdict.idleActiveDays} active days (limit ${limit})` });
    }
  }
  const retired = retirements.length === 0 ? [] : store.retireLearned(retirements, { dayRank });
  return { dayRank, judged: usage.length, retired, expiredAntiSkills: store.expireAntiSkills(dayRank) };
}
