import type { TimeOfDay } from './temporal-node';

/**
 * The end of a clock range that can only lie past midnight: a bare end hour (no am/pm, not a 24-hour "02:00") below the
 * start whose afternoon reading would not come after the start either ("dalle 22 alle 2", "from 9pm to 1",
 * "dalle 20 alle 8"): the small hours of the next day, never 14:00. Undefined when the end is read as written or in the
 * afternoon ("11:30-1:30", "8am until 6", "dalle 9 alle 12"). `fromHour` is the start on the 24-hour clock.
 */
export function endPastMidnight(fromHour: number, to: TimeOfDay): TimeOfDay | undefined {
  if (to.meridiem !== undefined || to.fixed === true || to.hour >= 12 || to.hour >= fromHour) return undefined;
  return to.hour + 12 > fromHour ? undefined : { ...to, meridiem: 'am' };
}
