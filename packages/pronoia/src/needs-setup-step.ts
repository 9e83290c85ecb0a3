import type { StepFailure } from '@metnos/core';

const creatableInput = /index (is )?not built|index missing|no index|indice non|not built|not initiali[sz]ed|no such (file or )?directory|\benoent\b|does not exist|non esiste|not mounted|non montat/i;

/**
 * Whether a `missing_input` failure names something a setup step could create (an index to build, a folder
 * to create, a share to mount). A backend that does not answer, a timeout or an empty result is not: the user
 * (or the data) is needed, so Pronoia hands off. An executor can decide explicitly with `details.setup`
 * (`true`/`false`).
 */
export function needsSetupStep(failure: StepFailure): boolean {
  const explicit = failure.details?.['setup'];
  if (typeof explicit === 'boolean') return explicit;
  if (failure.kind === 'timeout' || failure.kind === 'empty_result') return false;
  const causeCode = failure.details?.['causeCode'];
  return creatableInput.test(`${failure.code} ${failure.message} ${typeof causeCode === 'string' ? causeCode : ''}`);
}
