import type { StepFailure } from '@metnos/core';

/**
 * Whether a failed run counts against the plan that ran (its skill's failure streak, anti-skills, efficacy).
 * It does not when the plan was never given its chance: the step waits for the user's consent, or no language
 * model was there for a step (or a filler) that needs one, or the assistant's store was found damaged (`store_damaged`).
 */
export function isPlanFault(failure: StepFailure | undefined): boolean {
  if (failure === undefined) return true;
  switch (failure.code) {
    case 'confirmation_required':
    case 'llm_unavailable':
      return false;
    case 'executor_failed':
      return failure.details.capability !== 'llm' && failure.details.executorCode !== 'store_damaged';
    default:
      return true;
  }
}
