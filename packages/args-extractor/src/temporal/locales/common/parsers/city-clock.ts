import { cityTimeZone } from '../../../../rules/find-time-zones';
import { cueWords } from '../../../temporal-lexicon';
import { zonedClockAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, ZONED_CLOCK_TIME } from '../../../engine/temporal-patterns';

/**
 * A clock time in a city's zone: "14:30 Singapore time", "at 9am Sydney time", "alle 15 ora di Tokyo", "alle 10 ora di
 * Buenos Aires" (IANA's city names and the Italian ones `findTimeZones` knows). Read on the request's own clock, like
 * `zoned-clock`. An hour alone needs a cue, minutes or am/pm; a part of the day before the city gives am/pm ("a las 3 de la
 * tarde hora de Lima").
 */
export const cityClock: TemporalParser = {
  kind: 'parser',
  name: 'city-clock',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(
    `${B}${ZONED_CLOCK_TIME}(?:\\s+(${cueWords('city-clock/morning')})|\\s+(${cueWords('city-clock/afternoon')}))?\\s+(?:(\\p{L}+(?:\\s+\\p{L}+){0,2})\\s+(?:${cueWords('city-clock/time')})|(?:${cueWords('city-clock/ora-di')})\\s+(\\p{L}+(?:\\s+\\p{L}+){0,2}))${E}`,
    'gu',
  ),
  build: (match) => {
    const words = (match[7] ?? match[8] ?? '').split(/\s+/u);
    // The city is the words right before "time" (the last ones), or right after "ora di" (the first ones).
    let zone: string | undefined;
    for (let count = Math.min(3, words.length); count >= 1 && zone === undefined; count -= 1) {
      zone = cityTimeZone((match[8] === undefined ? words.slice(0, count) : words.slice(-count)).join(' '));
    }
    // A part of the day between the clock and the city says its half: "alle 9 del mattino ora di Los Angeles".
    const half = match[5] !== undefined ? 'am' : match[6] !== undefined ? 'pm' : undefined;
    if (half === undefined || match[4] !== undefined) return zonedClockAtom(match, zone, 5);
    const groups = Object.assign([...match], { index: match.index, input: match.input }) as unknown as RegExpExecArray;
    groups[4] = half;
    return zonedClockAtom(groups, zone, 5);
  },
  examples: {
    accept: [
      ['the call is at 14:30 Singapore time', '08:30'],
      ['domani alle 9 ora di Tokyo', '2026-05-20T02:00'],
      ['at 9am Sydney time', '01:00'],
      ['el lunes a las 9 hora de Nueva York', '2026-05-25T15:00'],
      ['a las 18 hora de Tokio', '11:00'],
      ['a las 8 de la tarde hora de Londres', '21:00'],
      ['alle 7 di sera ora di New York', '01:00'],
    ],
    reject: [['at 9am Sydney time', '09:00'], 'page 3 of 10 this time'],
  },
};
