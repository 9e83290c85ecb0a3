import { ArgsExtractorError } from '../args-extractor-error';
import type { RuleClock } from './rule-clock';
import { systemTimeZone } from './system-time-zone';

/**
 * Fills in the clock from options: `now` defaults to the current instant and `timeZone` to the machine's zone.
 * Throws `ArgsExtractorError('invalid_clock')` for an invalid Date.
 */
export function resolveClock(options: { now?: Date; timeZone?: string }): RuleClock {
  const now = options.now ?? new Date();
  if (Number.isNaN(now.getTime())) {
    throw new ArgsExtractorError({ code: 'invalid_clock', option: 'now', message: 'is an invalid Date' });
  }
  return { now, timeZone: options.timeZone ?? systemTimeZone() };
}
