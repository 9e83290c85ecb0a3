import { cityTimeZone } from '../../../../rules/find-time-zones';
import { fixedOffsetZone } from '../../../../time/fixed-offset-zone';
import { cueWords } from '../../../temporal-lexicon';
import { zonedClockAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, ZONED_CLOCK_TIME } from '../../../engine/temporal-patterns';
import { clockZones } from './zoned-clock';

const SIGN = '[+\\-−]';
const OFFSET = `\\s*(${SIGN})\\s*(\\d{1,2})(?::?([0-5]\\d))?`;
/** A zone's display name after its offset: up to six names of one to three words, comma-separated. */
const NAME = "\\p{L}[\\p{L}.'&-]*(?:\\s\\p{L}[\\p{L}.'&-]*){0,2}";
const NAMES = `${NAME}(?:,\\s*${NAME}){0,5}`;

/** The zone a display name names: its first city that has a zone ("amsterdam, berlin, …"), or a zone's name ("eastern time (us & canada)"). */
function namedZone(names: string): string | undefined {
  for (const name of names.split(/\s*,\s*/u)) {
    const words = name.split(/\s+/u);
    for (let count = Math.min(3, words.length); count >= 1; count -= 1) {
      const zone = cityTimeZone(words.slice(0, count).join(' '));
      if (zone !== undefined) return zone;
    }
  }
  for (const [key, zone] of clockZones) if (new RegExp(`^(?:${cueWords(key)})(?![\\p{L}])`, 'u').test(names)) return zone;
  return undefined;
}

/**
 * A clock time with an offset from UTC: "15:00 UTC+1", "3pm GMT-5", "alle 9 UTC+05:30" are on that fixed offset. A
 * calendar invite writes the zone as its display name, the standard offset in brackets and the zone's cities or name
 * after it ("2:00 PM-3:00 PM (UTC+01:00) Amsterdam, Berlin, Bern, Rome", Windows' W. Europe Standard Time): the times
 * are on that zone's clock, summer time included (14:00 in June is 14:00 in Rome, not 15:00), so the named zone wins
 * over the offset. Read on the request's own clock, like `zoned-clock`. An hour alone needs a cue, minutes or am/pm.
 */
export const offsetClock: TemporalParser = {
  kind: 'parser',
  name: 'offset-clock',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(
    `${B}${ZONED_CLOCK_TIME}\\s*(?:\\(\\s*(?:${cueWords('offset-clock/utc')})(?:${OFFSET})?\\s*\\)(?=(?:\\s+(${NAMES}))?)|(?:${cueWords('offset-clock/utc')})${OFFSET}${E})`,
    'gu',
  ),
  build: (match) => {
    const [sign, hours, minutes] = match[5] === undefined ? match.slice(9, 12) : match.slice(5, 8);
    const offset = sign === undefined ? undefined : (sign === '+' ? 1 : -1) * (Number(hours) * 60 + Number(minutes ?? 0));
    const named = match[8] === undefined ? undefined : namedZone(match[8]);
    // "(UTC)" with no name after it is `zoned-clock`'s UTC.
    return zonedClockAtom(match, named ?? (offset === undefined ? undefined : fixedOffsetZone(offset)), 7);
  },
  examples: {
    accept: [
      ['today at 15:00 UTC+1', '2026-05-19T16:00'],
      ['oggi alle 9 GMT-5', '2026-05-19T16:00'],
      ['today at 10:00 UTC+05:30', '2026-05-19T06:30'],
      ['When: Thursday, June 4, 2026 2:00 PM-3:00 PM (UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna', '2026-06-04T14:00..2026-06-04T15:00'],
      ['Quando: giovedì 4 giugno 2026 14:00-15:00 (UTC+01:00) Amsterdam, Berlino, Berna, Roma, Stoccolma, Vienna', '2026-06-04T14:00..2026-06-04T15:00'],
      ['Cuándo: jueves, 4 de junio de 2026 14:00-15:00 (UTC+01:00) Bruselas, Copenhague, Madrid, París', '2026-06-04T14:00..2026-06-04T15:00'],
      ['When: Thursday, June 4, 2026 9:00 AM-10:00 AM (UTC-05:00) Eastern Time (US & Canada)', '2026-06-04T15:00..2026-06-04T16:00'],
      ['today 16:00 (UTC) Dublin, Edinburgh, Lisbon, London', '2026-05-19T17:00'],
    ],
    reject: [
      ['today at 15:00 UTC+1', '2026-05-19T17:00'],
      ['When: Thursday, June 4, 2026 2:00 PM-3:00 PM (UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna', '2026-06-04T14:00..2026-06-04T17:00'],
      'version 3 UTC+1 build',
    ],
  },
};
