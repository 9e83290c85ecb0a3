import type { DatePatternKey } from '@metnos/lexicon/internal';
import { cueWords } from '../../../temporal-lexicon';
import { zonedClockAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, ZONED_CLOCK_TIME } from '../../../engine/temporal-patterns';

/** The zone each group of the lexicon's zone words names (the zone's own rules give its offset on the day). */
export const clockZones: ReadonlyArray<readonly [DatePatternKey, string]> = [
  ['zoned-clock/new-york', 'America/New_York'],
  ['zoned-clock/los-angeles', 'America/Los_Angeles'],
  ['zoned-clock/chicago', 'America/Chicago'],
  ['zoned-clock/denver', 'America/Denver'],
  ['zoned-clock/utc', 'UTC'],
  ['zoned-clock/london', 'Europe/London'],
  ['zoned-clock/paris', 'Europe/Paris'],
  ['zoned-clock/rome', 'Europe/Rome'],
  ['zoned-clock/tokyo', 'Asia/Tokyo'],
  ['zoned-clock/brisbane', 'Australia/Brisbane'],
  ['zoned-clock/sydney', 'Australia/Sydney'],
  ['zoned-clock/perth', 'Australia/Perth'],
  ['zoned-clock/auckland', 'Pacific/Auckland'],
];

/**
 * A clock time written with its zone: "3pm eastern", "10am London time", "at 14:00 UTC", "11 AM CET", "alle 15 ora di
 * New York", "alle 16 GMT". The time is that zone's wall clock on the day it falls on, read on the request's own clock
 * (in Rome "4pm GMT" is 18:00 in summer). An hour alone needs a cue, minutes or am/pm ("at 3 ET", not "3 ET").
 */
export const zonedClock: TemporalParser = {
  kind: 'parser',
  name: 'zoned-clock',
  locales: ['it', 'en'],
  pattern: () => new RegExp(
    `${B}${ZONED_CLOCK_TIME}\\s*\\(?\\s*(?:${clockZones.map(([key]) => `(${cueWords(key)})`).join('|')})\\)?${E}(?!\\s*[+\\-−]\\s*\\d)`,
    'gu',
  ),
  build: (match) => {
    // A price is no clock: "EPS $1.50 est." is an estimate.
    if (/[$€£¥]\s*$/u.test(match.input.slice(0, match.index))) return undefined;
    const index = match.slice(5).findIndex((word) => word !== undefined);
    return zonedClockAtom(match, clockZones[index]?.[1], 6);
  },
  examples: {
    accept: [
      ['call at 3pm eastern', '21:00'],
      ['tomorrow at 9am pacific', '2026-05-20T18:00'],
      ['the webinar is at 11 AM CET', '11:00'],
      ['today at 4pm GMT', '2026-05-19T18:00'],
      ['standup at 10:30 London time', '11:30'],
      ['domani alle 15 ora di New York', '2026-05-20T21:00'],
      ['oggi alle 16 GMT', '2026-05-19T18:00'],
      ['the board call is at 9am AEST', '01:00'],
      ['payroll closes 5pm NZST', '07:00'],
      // The zone after a range is both ends'.
      ['oggi dalle 9 alle 10 ora di New York', '2026-05-19T15:00..2026-05-19T16:00'],
    ],
    // An offset from UTC is no UTC time: "15:00 UTC+1" is `offset-clock`'s.
    reject: [['call at 3pm eastern', '15:00'], ['room 3 et al.', '03:00'], ['oggi alle 15:00 UTC+1', '2026-05-19T17:00'], 'EPS $1.53 vs $1.50 est.'],
  },
};
