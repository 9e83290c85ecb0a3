import type { EfficacyPolicy } from './efficacy-policy';

/** What `efficacy` needs to know about a skill, L1 row or L2 path. */
export interface EfficacyUsage {
  successes: number;
  failures: number;
  /** Active day rank of the last use. */
  lastUsedDayRank: number;
}

/** The efficacy of one learned thing on an active day, and whether it retires. */
export interface EfficacyVerdict {
  /** successRate × 0.5^(idleActiveDays / halfLifeActiveDays), in [0, 1]. */
  score: number;
  /** successes / (successes + failures) once judged; 1 before `minUsesToJudge` outcomes. */
  successRate: number;
  /** Whether the success rate was judged (at least `minUsesToJudge` outcomes). */
  judged: boolean;
  /** Active days since the last use (days without turns never count: ranks number active days only). */
  idleActiveDays: number;
  /** `score < floor`. */
  retire: boolean;
  /** One line for the change log, e.g. `efficacy 0.41 < floor 0.50 (2/4 successes, unused 9 active days)`. */
  reason: string;
}

/**
 * The efficacy ager's formula (docs/decisions/2026-11-24-efficacy-ager.md):
 *
 *   efficacy = successRate × 0.5 ^ (idleActiveDays / halfLifeActiveDays), retired when efficacy < floor,
 *
 * where the success rate counts only from `minUsesToJudge` outcomes (1 before: a young thing retires only from
 * disuse) and idle days are active days (`system_active_days` ranks), so a holiday without turns ages nothing.
 * With the defaults (30, 0.5, 3) a thing that always worked retires after 31 idle active days, one at 2/3
 * successes after 13, one failing half its uses or more the first active day it is not used. Pure.
 */
export function efficacy(usage: EfficacyUsage, currentDayRank: number, policy: EfficacyPolicy): EfficacyVerdict {
  const successes = Math.max(0, usage.successes);
  const failures = Math.max(0, usage.failures);
  const uses = successes + failures;
  const judged = uses >= policy.minUsesToJudge;
  const successRate = judged ? successes / uses : 1;
  const idleActiveDays = Math.max(0, currentDayRank - usage.lastUsedDayRank);
  const score = successRate * 0.5 ** (idleActiveDays / policy.halfLifeActiveDays);
  const retire = score < policy.floor;
  const record = judged ? `${successes}/${uses} successes` : `${uses} use${uses === 1 ? '' : 's'}, not judged yet`;
  const reason = `efficacy ${score.toFixed(2)} ${retire ? '<' : '>='} floor ${policy.floor.toFixed(2)} (${record}, unused ${idleActiveDays} active day${idleActiveDays === 1 ? '' : 's'})`;
  return { score, successRate, judged, idleActiveDays, retire, reason };
}
