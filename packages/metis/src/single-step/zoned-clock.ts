/** A wall-clock date and time in a time zone (month 1-12). */
export interface ZonedClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall clock of `instant` in `timeZone` (an IANA name). */
export function zonedClock(instant: Date, timeZone: string): ZonedClock {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
    .formatToParts(instant);
  const get = (type: string): number => Number(parts.find((part) => part.type === type)?.value ?? '0');
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/** Whole days from the calendar day of `clock` to `date` (`YYYY-MM-DD`), negative in the past. */
export function daysFrom(clock: ZonedClock, date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(year, month - 1, day) - Date.UTC(clock.year, clock.month - 1, clock.day)) / 86_400_000);
}
