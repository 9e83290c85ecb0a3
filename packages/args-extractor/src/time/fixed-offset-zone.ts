import { getZoneOffsetMinutes } from './zoned-time';

/** A zone whose offset never changes (no daylight saving time), for offsets that are not whole hours. */
function constantZone(minutes: number): string | undefined {
  const january = new Date(Date.UTC(2026, 0, 15));
  const july = new Date(Date.UTC(2026, 6, 15));
  return Intl.supportedValuesOf('timeZone').find((zone) => getZoneOffsetMinutes(january, zone) === minutes && getZoneOffsetMinutes(july, zone) === minutes);
}

/** The zone of a fixed offset from UTC, in minutes east: `Etc/GMT-1` for +01:00 (IANA's sign is the other way). */
export function fixedOffsetZone(minutes: number): string | undefined {
  if (minutes === 0) return 'UTC';
  if (minutes % 60 === 0 && minutes >= -12 * 60 && minutes <= 14 * 60) return `Etc/GMT${minutes > 0 ? '-' : '+'}${Math.abs(minutes) / 60}`;
  return constantZone(minutes);
}
