import type { Language, PraxisStore } from '@metnos/core';
import { ageLearning, promoteMultiToolPaths } from '@metnos/fast-path';
import { detectLanguage } from '@metnos/lexicon';
import type { PromoteOptions, PromotionReport } from '../turn/assistant';
import type { AssistantConfig } from '../settings/assistant-config';

/** The member of the SQLite Praxis store (@metnos/praxis-store) that gives old rows their language; other stores lack it. */
interface RowLanguageFilling {
  fillRowLanguages(
    detect: (request: string) => Language,
    options: { batchSize?: number; onProgress?: (progress: { filled: number; total: number }) => void },
  ): { filled: number };
}

const canFillRowLanguages = (store: PraxisStore): store is PraxisStore & RowLanguageFilling =>
  typeof (store as Partial<RowLanguageFilling>).fillRowLanguages === 'function';

/**
 * The nightly job (`metnos promote`, `Assistant.promote`): first the L1 rows and L2 paths taught before rows kept a
 * language (schema v8) get the one @metnos/lexicon reads from their request, all of them, in committed batches of 500
 * (`onRowLanguages` after each; an open fills at most one small batch, so no turn waits on the backlog, and until then
 * a replay detects such a row's language from its request as before); then the efficacy ager (`[praxis] efficacy_*`)
 * retires the skills, L1 rows and L2 paths below the floor, and the L2 paths unused for more than
 * `[multi_tool_fast_path] ttl_active_days` active days, and expires the anti-skills whose days ran out; then the L2
 * paths with `k_synth` uses become proto-executors (a path retired by this run is not promoted). Every change is in
 * the learning change log (/admin/changes) with its reason.
 */
export function runNightlyJob(store: PraxisStore, config: AssistantConfig, { onRowLanguages }: PromoteOptions = {}): PromotionReport {
  const filledRowLanguages = canFillRowLanguages(store)
    ? store.fillRowLanguages((request) => detectLanguage(request), { batchSize: 500, ...(onRowLanguages === undefined ? {} : { onProgress: onRowLanguages }) }).filled
    : 0;
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
    filledRowLanguages,
  };
}
