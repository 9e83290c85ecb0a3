import type { PraxisStore } from '@metnos/core';
import { ageLearning, promoteMultiToolPaths } from '@metnos/fast-path';
import type { PromotionReport } from '../turn/assistant';
import type { AssistantConfig } from '../settings/assistant-config';

/**
 * The nightly job (`metnos promote`, `Assistant.promote`): first the efficacy ager (`[praxis] efficacy_*`) retires
 * the skills, L1 rows and L2 paths below the floor, and the L2 paths unused for more than
 * `[multi_tool_fast_path] ttl_active_days` active days, and expires the anti-skills whose days ran out; then the L2
 * paths with `k_synth` uses become proto-executors (a path retired by this run is not promoted). Every change is in
 * the learning change log (/admin/changes) with its reason.
 */
export function runNightlyJob(store: PraxisStore, config: AssistantConfig): PromotionReport {
  const aging = ageLearning(store, {
    policy: {
      halfLifeActiveDays: config.praxis.efficacy_half_life_active_days,
      floor: config.praxis.efficacy_floor,
      minUsesToJudge: config.praxis.efficacy_min_uses,
    },
    maxIdleActiveDays: { multi_tool_path: config.multi_tool_fast_path.ttl_active_days },
  });
  const promoted = promoteMultiToolPaths(store, { kSynth: config.multi_tool_fast_path.k_synth });
  return {
    dayRank: store.currentDayRank(),
    expiredPaths: aging.retired.filter((change) => change.kind === 'multi_tool_path_retired').length,
    promoted,
    retired: aging.retired,
    expiredAntiSkills: aging.expiredAntiSkills,
  };
}
