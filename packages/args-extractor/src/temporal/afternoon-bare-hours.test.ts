import { describe, expect, it } from 'vitest';
import { findTemporalValues } from './find-temporal-values';

// Tuesday 19 May 2026, 14:05 in Rome.
const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };

function values(text: string, language?: 'en' | 'it' | 'es'): unknown[] {
  return findTemporalValues(text, clock, language === undefined ? {} : { language }).map((value) => value.value);
}

describe('afternoonBareHours', () => {
  it('should read an English bare hour from one to five in the afternoon', () => {
    expect(values('meet at quarter to three')).toEqual(['14:45']);
    expect(values('pick up the kids from school at 3:15')).toEqual(['15:15']);
    expect(values('call me at 1')).toEqual(['13:00']);
    expect(values('meet me at 5')).toEqual(['17:00']);
    expect(values('pick up the kids thursday at 3:15')).toEqual(['2026-05-21T15:15:00+02:00']);
  });

  it('should carry the end of a range that starts so into the afternoon', () => {
    expect(values('are you free between 2 and 4 tomorrow?')).toEqual([{ from: '2026-05-20T14:00:00+02:00', to: '2026-05-20T16:00:00+02:00' }]);
    expect(values('the shop is open from 5 to 7 tomorrow')).toEqual([{ from: '2026-05-20T17:00:00+02:00', to: '2026-05-20T19:00:00+02:00' }]);
    expect(values('open from 3pm to 5 tomorrow')).toEqual([{ from: '2026-05-20T15:00:00+02:00', to: '2026-05-20T17:00:00+02:00' }]);
    // An end the afternoon start would pass leaves the range as written.
    expect(values('from 2 to 1pm tomorrow')).toEqual([{ from: '2026-05-20T02:00:00+02:00', to: '2026-05-20T13:00:00+02:00' }]);
  });

  it('should leave six to twelve, am/pm, the 24-hour clock and a part of the day alone', () => {
    expect(values('the bus leaves at half past six')).toEqual(['06:30']);
    expect(values('meet me at 7')).toEqual(['07:00']);
    expect(values('meet me at 11')).toEqual(['11:00']);
    expect(values('the call is at 3am')).toEqual(['03:00']);
    expect(values('the server restarts at 03:15')).toEqual(['03:15']);
    expect(values('I got home at 3 in the morning')).toEqual(['03:00']);
  });

  it('should leave an hour in a sentence about waking up or an early start in the morning', () => {
    expect(values('set an alarm for 5:15')).toEqual(['05:15']);
    expect(values('wake me at quarter to five')).toEqual(['04:45']);
    expect(values('I have an early flight at 5')).toEqual(['05:00']);
    expect(values('I got up at 4 to feed the baby')).toEqual(['04:00']);
    // Only the sentence of the hour counts.
    expect(values('I woke up tired. Call me at 4')).toEqual(['16:00']);
  });

  it('should leave an hour in a sentence about the night, a night shift or bed in the morning', () => {
    expect(values('he called at 3 in the middle of the night')).toEqual(['03:00']);
    expect(values('my night shift ends at 5')).toEqual(['05:00']);
    expect(values('the red-eye lands at 5:30')).toEqual(['05:30']);
    expect(values('the flight departs at 1:40 overnight')).toEqual(['01:40']);
    expect(values('I went to bed at 3')).toEqual(['03:00']);
    expect(values('the first train leaves at 5:10')).toEqual(['05:10']);
    expect(values('I usually jog at 5 before work')).toEqual(['05:00']);
    expect(values('fell asleep at 2')).toEqual(['02:00']);
    expect(values('the bar closes at 2')).toEqual(['02:00']);
    expect(values('set off at 4 to beat the traffic')).toEqual(['04:00']);
    expect(values('the nightly backup runs at 3')).toEqual(['03:00']);
    expect(values('first light is at 5')).toEqual(['05:00']);
    // Sunset, a game night and a bed delivered are the afternoon's.
    expect(values('sunset is at 5')).toEqual(['17:00']);
    expect(values('game night starts at 5')).toEqual(['17:00']);
    expect(values('the new bed is delivered at 2')).toEqual(['14:00']);
  });

  it('should leave a request not read as English on the 24-hour clock', () => {
    expect(values('ci vediamo alle 3', 'it')).toEqual(['03:00']);
    expect(values('nos vemos a las 4', 'es')).toEqual(['04:00']);
    expect(values('call me at 3', 'it')).toEqual(['03:00']);
  });
});
