import { describe, expect, it } from 'vitest';
import { readTimeZones } from './read-time-zone';

describe('readTimeZones', () => {
  it('should read cities after a preposition, IANA and Italian names', () => {
    expect(readTimeZones('what time is it in New York?').map((zone) => zone.timeZone)).toEqual(['America/New_York']);
    expect(readTimeZones('che ore sono a Londra').map((zone) => zone.timeZone)).toEqual(['Europe/London']);
    expect(readTimeZones('time in Europe/Rome').map((zone) => zone.timeZone)).toEqual(['Europe/Rome']);
    expect(readTimeZones('ora di Tokyo').map((zone) => zone.timeZone)).toEqual(['Asia/Tokyo']);
  });

  it('should not take ordinary words that are also zone cities', () => {
    expect(readTimeZones('file con nome report')).toEqual([]);
    expect(readTimeZones('Lima beans')).toEqual([]);
  });
});
