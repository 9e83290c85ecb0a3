import type { TemporalExpectation } from '../__fixtures__/temporal-cases';
import { getZonedParts } from '../time/zoned-time';

/**
 * Grades the arguments a reader filled for a case (see `caseSchema`) at the expression's own grain: a day for
 * dates, the minute for date-times and times, the week/month/quarter/year the reading starts in for periods, both
 * ends for ranges, the start falling inside for parts of the day, the length for durations. Date-times are compared
 * as instants read on the wall clock of `timeZone`, so a wrong offset is wrong. A no-date case is right only when
 * nothing was filled.
 */
export function gradeAnswer(expected: TemporalExpectation, args: Record<string, unknown>, timeZone: string): boolean {
  switch (expected.type) {
    case 'date':
      return args.date === expected.date;
    case 'date-time':
      return wallMinute(args.date_time, timeZone) === expected.dateTime;
    case 'time':
      return typeof args.time === 'string' && args.time.slice(0, 5) === expected.time;
    case 'period': {
      const start = wallMinute(args.start, timeZone);
      return start !== undefined && samePeriod(start.slice(0, 10), expected.start, expected.grain);
    }
    case 'range':
      if (expected.grain === 'day') return args.start_date === expected.start && args.end_date === expected.end;
      return wallMinute(args.start, timeZone) === expected.start && wallMinute(args.end, timeZone) === expected.end;
    case 'part': {
      const start = wallMinute(args.start, timeZone);
      return start !== undefined && start >= expected.from && start < expected.to;
    }
    case 'duration': {
      const got = typeof args.duration === 'string' ? durationSeconds(args.duration) : undefined;
      const want = durationSeconds(expected.duration) ?? Number.NaN;
      if (got === undefined) return false;
      const tolerance = /[YM]/u.test(expected.duration.split('T')[0] ?? '') ? 3 * 86_400 : 0;
      return Math.abs(got - want) <= tolerance;
    }
    case 'number':
      return typeof args.count === 'number' && Math.abs(args.count - expected.value) < 1e-9;
    case 'number-range':
      return args.min_size === expected.min && args.max_size === expected.max;
    case 'none':
      return Object.keys(args).length === 0;
  }
}

/** `YYYY-MM-DDTHH:mm` on the wall clock of `timeZone` for an ISO 8601 instant with an offset; undefined otherwise. */
function wallMinute(value: unknown, timeZone: string): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:\d\d)$/u.test(value)) return undefined;
  const parts = getZonedParts(new Date(value), timeZone);
  const pad = (number: number): string => String(number).padStart(2, '0');
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}T${pad(parts.hour)}:${pad(parts.minute)}`;
}

function samePeriod(date: string, start: string, grain: 'week' | 'month' | 'quarter' | 'year'): boolean {
  if (grain === 'year') return date.slice(0, 4) === start.slice(0, 4);
  if (grain === 'month') return date.slice(0, 7) === start.slice(0, 7);
  if (grain === 'quarter') {
    const quarter = (value: string): string => `${value.slice(0, 4)}-${Math.floor((Number(value.slice(5, 7)) - 1) / 3)}`;
    return quarter(date) === quarter(start);
  }
  return mondayOf(date) === mondayOf(start);
}

function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** Seconds in an ISO 8601 duration, with years of 365 days, months of 30 and weeks of 7; undefined if malformed. */
function durationSeconds(duration: string): number | undefined {
  const match = /^P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/u.exec(duration);
  if (match === null || duration === 'P' || duration.endsWith('T')) return undefined;
  const [years, months, weeks, days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  return (
    (years ?? 0) * 365 * 86_400 +
    (months ?? 0) * 30 * 86_400 +
    (weeks ?? 0) * 7 * 86_400 +
    (days ?? 0) * 86_400 +
    (hours ?? 0) * 3600 +
    (minutes ?? 0) * 60 +
    (seconds ?? 0)
  );
}
