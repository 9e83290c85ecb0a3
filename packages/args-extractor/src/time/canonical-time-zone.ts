import { assertTimeZone } from './zoned-time';

/**
 * The IANA spelling Intl gives `timeZone` (`europe/rome` -> `Europe/Rome`); throws
 * `ArgsExtractorError('invalid_time_zone')` for a zone Intl does not know.
 */
export function canonicalTimeZone(timeZone: string): string {
  assertTimeZone(timeZone);
  return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
}
