import type { TimeOfDay } from '../temporal-node';

/** The hour of a time of day on the 24-hour clock as its am/pm says (3pm is 15, 12am is 0); a bare hour as written. */
export function hourOnTheClock(time: TimeOfDay): number {
  if (time.meridiem === 'pm' && time.hour < 12) return time.hour + 12;
  if (time.meridiem === 'am' && time.hour === 12) return 0;
  return time.hour;
}
