import type { Framework, SkillStatus } from '@metnos/core';

// The states a learning change records (`LearningChangeRecord.before` / `after`) and a revert restores, one per
// subject kind. Type aliases, not interfaces, so that each is a `Record<string, unknown>` as the change log stores it.

/** A skill's state: what `updateSkill` and the ager change. */
export type SkillSnapshot = {
  status: SkillStatus;
  framework: Framework;
  frameworkHash: string;
  version: number;
  uses: number;
  successes: number;
  failures: number;
  consecutiveSuccesses: number;
  consecutiveFailures: number;
  lastUsedDayRank: number;
};

/** An anti-skill's ban. */
export type AntiSkillSnapshot = {
  reason: string;
  createdDayRank: number;
  expiresDayRank: number;
};

/** An L1 row's state (canonical query log). */
export type CanonicalQuerySnapshot = {
  count: number;
  successes: number;
  failures: number;
  lastDayRank: number;
  retiredAt: string | null;
  argsObserved: Record<string, unknown>;
  request: string | null;
  observedAt: string;
};

/** An L2 path's state; a promotion's `after` also names the proto-executor it made. */
export type MultiToolPathSnapshot = {
  uses: number;
  failures: number;
  lastDayRank: number;
  retiredAt: string | null;
  promoted: boolean;
  protoExecutorId?: number;
  signature?: string;
};
