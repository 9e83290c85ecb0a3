import type { MetnosConfig } from '@metnos/core';
import type { SkillPolicy } from '@metnos/praxis';

/** The skill lifecycle's thresholds from `[praxis]` (`promote_after_successes`, `anti_skill_*`). */
export function skillPolicyFromConfig(praxis: MetnosConfig['praxis']): SkillPolicy {
  return {
    promoteAfterSuccesses: praxis.promote_after_successes,
    antiSkillAfterFailures: praxis.anti_skill_after_failures,
    antiSkillTtlActiveDays: praxis.anti_skill_ttl_active_days,
  };
}
