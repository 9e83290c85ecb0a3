import { afterEach, describe, expect, it } from 'vitest';
import { findTimeWindows } from './find-time-windows';

// Tuesday 19 May 2026, 14:05 in Rome (UTC+2).
const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };
const originalTz = process.env.TZ;

function windows(text: string, at = clock): Array<[string, unknown, string | undefined]> {
  return findTimeWindows(text, at).map((window) => [window.text, window.value, window.relativeKey]);
}

describe('findTimeWindows', () => {
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('should resolve rolling English windows', () => {
    expect(windows('files from the last 24 hours')).toEqual([
      ['the last 24 hours', { from: '2026-05-18T14:05:00+02:00', to: '2026-05-19T14:05:00+02:00' }, 'last:24:hour'],
    ]);
    expect(windows('photos of the past 7 days')).toEqual([
      ['the past 7 days', { from: '2026-05-12T14:05:00+02:00', to: '2026-05-19T14:05:00+02:00' }, 'last:7:day'],
    ]);
    expect(windows('in the last week')).toEqual([
      ['in the last week', { from: '2026-05-12T14:05:00+02:00', to: '2026-05-19T14:05:00+02:00' }, 'last:1:week'],
    ]);
  });

  it('should resolve rolling Italian windows, with digits or words', () => {
    expect(windows('i pdf modificati negli ultimi 7 giorni')).toEqual([
      ['negli ultimi 7 giorni', { from: '2026-05-12T14:05:00+02:00', to: '2026-05-19T14:05:00+02:00' }, 'last:7:day'],
    ]);
    expect(windows('nelle ultime ventiquattro ore')[0]?.[2]).toBe('last:24:hour');
    expect(windows("nell'ultima settimana")[0]?.[1]).toEqual({ from: '2026-05-12T14:05:00+02:00', to: '2026-05-19T14:05:00+02:00' });
  });

  it('should resolve this week, questa settimana and this month from their start', () => {
    const monday = { from: '2026-05-18T00:00:00+02:00', to: '2026-05-19T14:05:00+02:00' };
    expect(windows('this week')).toEqual([['this week', monday, 'this:week']]);
    expect(windows('questa settimana')).toEqual([['questa settimana', monday, 'this:week']]);
    expect(windows('questo mese')[0]?.[1]).toEqual({ from: '2026-05-01T00:00:00+02:00', to: '2026-05-19T14:05:00+02:00' });
  });

  it('should resolve last week and la settimana scorsa as the previous calendar week', () => {
    const previous = { from: '2026-05-11T00:00:00+02:00', to: '2026-05-18T00:00:00+02:00' };
    expect(windows('last week')).toEqual([['last week', previous, 'previous:week']]);
    expect(windows('la settimana scorsa')).toEqual([['la settimana scorsa', previous, 'previous:week']]);
  });

  it('should resolve today and yesterday as day windows', () => {
    expect(windows('oggi')).toEqual([['oggi', { from: '2026-05-19T00:00:00+02:00', to: '2026-05-19T14:05:00+02:00' }, 'today']]);
    expect(windows('yesterday')).toEqual([
      ['yesterday', { from: '2026-05-18T00:00:00+02:00', to: '2026-05-19T00:00:00+02:00' }, 'yesterday'],
    ]);
  });

  it('should count days on the wall clock across a daylight-saving change', () => {
    // Rome leaves summer time on 25 Oct 2026: seven wall days back keeps 10:00 but the offset changes.
    const afterChange = { now: new Date('2026-10-28T09:00:00Z'), timeZone: 'Europe/Rome' };
    expect(windows('last 7 days', afterChange)[0]?.[1]).toEqual({ from: '2026-10-21T10:00:00+02:00', to: '2026-10-28T10:00:00+01:00' });
  });

  it('should give the same windows whatever the machine time zone', () => {
    const seen = new Set<string>();
    for (const tz of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
      process.env.TZ = tz;
      seen.add(JSON.stringify(windows('this week and the last 24 hours')));
    }
    expect(seen.size).toBe(1);
  });

  it('should find nothing in text without a window', () => {
    expect(windows('download https://example.com and describe it')).toEqual([]);
  });
});
