import { addCivil, compareCivil, type CivilTime } from './civil-time';
import type { TemporalNode } from './temporal-node';

/**
 * A range whose two ends are clocks on the same day ("stasera dalle 22 alle 2", "saturday from 9pm to 1am") and whose
 * end came out before its start: the end is on the following day (the range crosses midnight), not a week or a year
 * later. Only into the morning: an end that would fall at noon or after the next day is no night range. Undefined when
 * that is not so.
 */
export function nextDayEnd<T extends { start: CivilTime; end: CivilTime }>(from: TemporalNode, to: TemporalNode, fromReading: T, toReading: T): T | undefined {
  if (from.type !== 'day' || to.type !== 'day' || from.time === undefined || to.time === undefined) return undefined;
  if (JSON.stringify(from.day) !== JSON.stringify(to.day) || compareCivil(toReading.start, fromReading.start) >= 0) return undefined;
  const next = { ...toReading, start: addCivil(toReading.start, { days: 1 }), end: addCivil(toReading.end, { days: 1 }) };
  // Past midnight is the small hours or the morning: an end at 14:00 the next day is a misread hour, not a night.
  return compareCivil(next.start, fromReading.start) > 0 && next.start.hour < 12 ? next : undefined;
}
