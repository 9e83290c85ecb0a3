import { ArgsExtractorError } from '../args-extractor-error';

/** A wall-clock reading in some time zone (month 1-12, weekday 0 = Sunday). */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const weekdays: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        weekday: 'short',
      });
    } catch (error) {
      throw new ArgsExtractorError({
        code: 'invalid_time_zone',
        option: 'timeZone',
        message: `"${timeZone}" is not an IANA time zone`,
        cause: error,
      });
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * UTC's wall clock is the instant's UTC fields: reading it needs no zone data, so it skips Intl (a process's first
 * `Intl.DateTimeFormat` loads ICU's data, ~15 ms; fast-path's lemma form reads every request on UTC).
 */
function isUtc(timeZone: string): boolean {
  return timeZone === 'UTC' || timeZone === 'Etc/UTC';
}

/** Checks that `timeZone` is an IANA zone Intl knows; throws `ArgsExtractorError('invalid_time_zone')`. */
export function assertTimeZone(timeZone: string): void {
  if (isUtc(timeZone)) return;
  formatterFor(timeZone);
}

/** Reads the wall clock of `instant` in `timeZone` (Intl; independent of the machine's TZ). */
export function getZonedParts(instant: Date, timeZone: string): ZonedParts {
  if (isUtc(timeZone)) {
    return {
      year: instant.getUTCFullYear(),
      month: instant.getUTCMonth() + 1,
      day: instant.getUTCDate(),
      hour: instant.getUTCHours(),
      minute: instant.getUTCMinutes(),
      second: instant.getUTCSeconds(),
      weekday: instant.getUTCDay(),
    };
  }
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: weekdays[parts.weekday ?? 'Sun'] ?? 0,
  };
}

const offsetCache = new Map<string, number>();

/**
 * Offset of `timeZone` from UTC at `instant`, in minutes (Rome in summer: 120). Offsets are cached per zone and
 * quarter of an hour: every zone changes its offset on a quarter-hour boundary.
 */
export function getZoneOffsetMinutes(instant: Date, timeZone: string): number {
  if (isUtc(timeZone)) return 0;
  const key = `${timeZone}\u0000${Math.floor(instant.getTime() / 900_000)}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const offset = computeZoneOffsetMinutes(instant, timeZone);
  if (offsetCache.size > 4096) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

function computeZoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = getZonedParts(instant, timeZone);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  const truncated = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - truncated) / 60_000);
}

/**
 * The instant at which the wall clock of `timeZone` reads the given civil time. Days and months out of range
 * roll over (day 0 is the last day of the previous month), so callers can do civil arithmetic in the fields.
 */
export function zonedTimeToInstant(
  civil: { year: number; month: number; day: number; hour?: number; minute?: number; second?: number },
  timeZone: string,
): Date {
  const guess = Date.UTC(civil.year, civil.month - 1, civil.day, civil.hour ?? 0, civil.minute ?? 0, civil.second ?? 0);
  const firstOffset = getZoneOffsetMinutes(new Date(guess), timeZone);
  let instant = guess - firstOffset * 60_000;
  const secondOffset = getZoneOffsetMinutes(new Date(instant), timeZone);
  if (secondOffset !== firstOffset) instant = guess - secondOffset * 60_000;
  return new Date(instant);
}

function pad(value: number, width = 2): string {
  return String(Math.abs(value)).padStart(width, '0');
}

/** Formats a civil date as `YYYY-MM-DD`, normalising overflowing days (2026-05-32 -> 2026-06-01). */
export function formatCivilDate(civil: { year: number; month: number; day: number }): string {
  const date = new Date(Date.UTC(civil.year, civil.month - 1, civil.day));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Formats `instant` as ISO 8601 with the zone's offset, e.g. `2026-05-19T14:05:00+02:00`. */
export function formatZonedIso(instant: Date, timeZone: string): string {
  const parts = getZonedParts(instant, timeZone);
  const offset = getZoneOffsetMinutes(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  return (
    `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}T${pad(parts.hour)}:${pad(parts.minute)}:${pad(parts.second)}` +
    `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  );
}
