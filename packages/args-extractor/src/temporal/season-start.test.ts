import { describe, expect, it } from 'vitest';
import { seasonStart, seasonStartInstant } from './season-start';

describe('seasonStartInstant', () => {
  it('should give the equinoxes and solstices within a few minutes of the published instants', () => {
    // Published (UTC): 2024-09-22 12:44, 2025-03-20 09:01, 2026-06-21 08:24, 2026-09-23 00:05, 2026-12-21 20:50.
    const published: Array<[number, 'spring' | 'summer' | 'autumn' | 'winter', string]> = [
      [2024, 'autumn', '2024-09-22T12:44:00Z'],
      [2025, 'spring', '2025-03-20T09:01:00Z'],
      [2026, 'summer', '2026-06-21T08:24:00Z'],
      [2026, 'autumn', '2026-09-23T00:05:00Z'],
      [2026, 'winter', '2026-12-21T20:50:00Z'],
    ];
    for (const [year, season, instant] of published) expect(Math.abs(seasonStartInstant(year, season).getTime() - Date.parse(instant))).toBeLessThan(3 * 60_000);
  });
});

describe('seasonStart', () => {
  it('should read the start on the calendar of the zone', () => {
    expect(seasonStart(2026, 'autumn', 'Europe/Rome')).toEqual([9, 23]);
    expect(seasonStart(2026, 'autumn', 'America/New_York')).toEqual([9, 22]);
    expect(seasonStart(2025, 'autumn', 'Europe/Rome')).toEqual([9, 22]);
    expect(seasonStart(2026, 'spring', 'Europe/Rome')).toEqual([3, 20]);
  });
});
