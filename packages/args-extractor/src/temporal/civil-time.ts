import { formatZonedIso, getZonedParts, zonedTimeToInstant } from '../time/zoned-time';

/** A wall-clock reading with no zone attached (month 1-12). Fields out of range roll over when normalised. */
export interface CivilTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Builds a normalised civil time: `civil(2026, 5, 32)` is 1 June 2026, 00:00. */
export function civil(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): CivilTime {
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

/** Shifts a civil time by calendar units; months and years keep the day when it exists (31 Jan + 1 month = 28/29 Feb). */
export function addCivil(time: CivilTime, shift: Partial<Record<'years' | 'months' | 'days' | 'hours' | 'minutes' | 'seconds', number>>): CivilTime {
  let { year, month, day } = time;
  if (shift.years !== undefined || shift.months !== undefined) {
    const months = year * 12 + (month - 1) + (shift.years ?? 0) * 12 + (shift.months ?? 0);
    year = Math.floor(months / 12);
    month = (months % 12) + 1;
    day = Math.min(day, daysInMonth(year, month));
  }
  return civil(year, month, day + (shift.days ?? 0), time.hour + (shift.hours ?? 0), time.minute + (shift.minutes ?? 0), time.second + (shift.seconds ?? 0));
}

/** The day of a civil time at midnight. */
export function startOfDay(time: CivilTime): CivilTime {
  return civil(time.year, time.month, time.day);
}

/** Days in a month (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Weekday of a civil date, 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(time: CivilTime): number {
  return new Date(Date.UTC(time.year, time.month - 1, time.day)).getUTCDay();
}

/** Compares two civil times: negative when `left` is earlier. */
export function compareCivil(left: CivilTime, right: CivilTime): number {
  return toUtcMillis(left) - toUtcMillis(right);
}

function toUtcMillis(time: CivilTime): number {
  return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
}

/** The wall clock of an instant in a zone, as a civil time. */
export function civilAt(instant: Date, timeZone: string): CivilTime {
  const parts = getZonedParts(instant, timeZone);
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** The instant a civil time names in a zone. */
export function civilInstant(time: CivilTime, timeZone: string): Date {
  return zonedTimeToInstant(time, timeZone);
}

/** ISO 8601 with the zone's offset: `2026-05-20T09:00:00+02:00`. */
export function formatCivilIso(time: CivilTime, timeZone: string): string {
  return formatZonedIso(civilInstant(time, timeZone), timeZone);
}

/** `YYYY-MM-DD`. */
export function formatCivilDay(time: CivilTime): string {
  return `${String(time.year).padStart(4, '0')}-${pad(time.month)}-${pad(time.day)}`;
}

/** `HH:mm` (with `:ss` when the seconds are not zero). */
export function formatCivilClock(time: CivilTime): string {
  return `${pad(time.hour)}:${pad(time.minute)}${time.second === 0 ? '' : `:${pad(time.second)}`}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
