import { describe, expect, it } from 'vitest';
import { findTimeZones } from './find-time-zones';

describe('findTimeZones', () => {
  it('should read cities after a preposition, IANA and Italian names', () => {
    expect(findTimeZones('what time is it in New York?').map((zone) => zone.timeZone)).toEqual(['America/New_York']);
    expect(findTimeZones('che ore sono a Londra').map((zone) => zone.timeZone)).toEqual(['Europe/London']);
    expect(findTimeZones('time in Europe/Rome').map((zone) => zone.timeZone)).toEqual(['Europe/Rome']);
    expect(findTimeZones('ora di Tokyo').map((zone) => zone.timeZone)).toEqual(['Asia/Tokyo']);
  });

  it('should not take ordinary words that are also zone cities', () => {
    expect(findTimeZones('file con nome report')).toEqual([]);
    expect(findTimeZones('Lima beans')).toEqual([]);
  });
});
