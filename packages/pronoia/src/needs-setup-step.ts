import type { StepFailure } from '@metnos/core';

/**
 * Whether a `missing_input` failure names something a setup step could create (an index to build, a folder to
 * create, a share to mount): the executor says so with `setup`, or names an `index` that is not built, or the
 * failure's cause is a missing file or folder (`ENOENT`, `ENOTDIR`). A backend that does not answer, a timeout
 * or an empty result is not: the user (or the data) is needed, so Pronoia hands off.
 */
export function needsSetupStep(failure: StepFailure): boolean {
  if (failure.code !== 'executor_failed') return false;
  const { setup, index, kind, causeCode } = failure.details;
  if (setup !== undefined) return setup;
  if (kind === 'timeout' || kind === 'empty_result') return false;
  if (index !== undefined) return true;
  return kind !== 'unavailable' && (causeCode === 'ENOENT' || causeCode === 'ENOTDIR');
}
