import { ArgsExtractorError } from '@metnos/args-extractor';
import { canonicalTimeZone, getZonedParts, systemTimeZone, type ZonedParts } from '@metnos/args-extractor/internal';
import { ExecutorError } from '@metnos/core';
import { dateWords } from '@metnos/lexicon/internal';

/** Calendar fields of an instant in a time zone. */
export interface LocalTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM (24h) */
  time: string;
  /** English weekday name, e.g. `Monday`. */
  weekday: string;
  timezone: string;
}

/** English weekday names by `ZonedParts.weekday` (0 = Sunday). */
export const weekdayNames: readonly string[] = dateWords('en').writtenWeekdays;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The wall clock of `instant` in `timezone` (IANA; default: the system zone), read with @metnos/args-extractor's
 * zoned-time helpers (the project's one owner of time-zone arithmetic). An unknown zone throws `ExecutorError`
 * (invalid_args) for `tool`.
 */
export function readLocalClock(instant: Date, { timezone, tool }: { timezone?: string; tool: string }): { parts: ZonedParts; timezone: string } {
  try {
    const zone = timezone === undefined ? systemTimeZone() : canonicalTimeZone(timezone);
    return { parts: getZonedParts(instant, zone), timezone: zone };
  } catch (error) {
    if (!ArgsExtractorError.isInstance(error)) throw error;
    throw new ExecutorError({ tool, failureKind: 'invalid_args', code: 'invalid_timezone', message: `unknown time zone "${timezone}"`, details: { arguments: ['timezone'], data: { timezone } }, cause: error });
  }
}

/**
 * Formats `instant` in `timezone` (IANA; default: the system zone). An unknown zone throws `ExecutorError`
 * (invalid_args) for `tool`.
 */
export function formatLocalTime(instant: Date, options: { timezone?: string; tool: string }): LocalTime {
  const { parts, timezone } = readLocalClock(instant, options);
  return {
    date: `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`,
    time: `${pad(parts.hour)}:${pad(parts.minute)}`,
    weekday: weekdayNames[parts.weekday] ?? '',
    timezone,
  };
}
