import { cueWords, partOfDayHintWords } from '../../../temporal-lexicon';
import type { TimeOfDay } from '../../../temporal-node';
import { meridiemOfPart } from '../../../engine/meridiem-of-part';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, HINT_GAP, MERIDIEM, MONTH_ANY, UNITS, PART_OF_DAY_HINT } from '../../../engine/temporal-patterns';

/**
 * A range of bare hours ("from 3:30 to 5", "dalle 8 alle 11") in the same clause as a word that fixes the part of the
 * day (the lexicon's `partOfDayHints`, as `meal-hour` reads for one hour): each end of 1-11 goes on the half of the day
 * the word marks ("the after school club runs from 3 to 5:30" 15:00-17:30, "cena dalle 8 alle 10" 20:00-22:00), and an
 * end after an afternoon start stays after it. Without such a word `time-range` keeps the 24-hour convention.
 */
export const timeRangeInContext: TemporalParser = {
  kind: 'parser',
  name: 'time-range-in-context',
  locales: ['it', 'en'],
  pattern: () =>
    new RegExp(
      `${B}(?:(?<=${B}(${PART_OF_DAY_HINT})${HINT_GAP}\\s+)|(?=[^\\d.,;:!?]{0,20}?\\d{1,2}(?:[:.]\\d\\d)?\\s*(?:${cueWords('time-range/and')}|-)\\s*\\d{1,2}(?:[:.]\\d\\d)?${HINT_GAP}\\s+(?:\\p{L}{1,3}')?(${PART_OF_DAY_HINT})${E}))(${cueWords('time-range/between')})\\s+(\\d{1,2})(?:[:.](\\d\\d))?\\s*(?:${cueWords('time-range/and')}|-)\\s*(\\d{1,2})(?:[:.](\\d\\d))?(?![\\p{L}\\d]|[.:]\\d|\\s*(?:${MERIDIEM})(?![\\p{L}]))(?!\\s*(?:${UNITS}|${MONTH_ANY}|%|${cueWords('time-range/euro')}|${cueWords('time-range/people')})(?![\\p{L}]))`,
      'gu',
    ),
  build: (match) => {
    const part = partOfDayHintWords[match[1] ?? match[2] ?? ''];
    if (part === undefined) return undefined;
    const from: TimeOfDay = { hour: Number(match[4]), minute: Number(match[5] ?? 0) };
    const to: TimeOfDay = { hour: Number(match[6]), minute: Number(match[7] ?? 0) };
    if (from.hour > 23 || to.hour > 23 || from.minute > 59 || to.minute > 59) return undefined;
    const fromMeridiem = meridiemOfPart(part, from.hour);
    // An end after an afternoon start is the afternoon's or the evening's ("from 3 to 7" after school).
    const toMeridiem = meridiemOfPart(part, to.hour) ?? (fromMeridiem === 'pm' && to.hour >= 1 && to.hour <= 11 ? 'pm' : undefined);
    if (fromMeridiem === undefined && toMeridiem === undefined) return undefined;
    if (fromMeridiem !== undefined) from.meridiem = fromMeridiem;
    if (toMeridiem !== undefined) to.meridiem = toMeridiem;
    return { kind: 'node', node: { type: 'range', from: { type: 'time', time: from }, to: { type: 'time', time: to } }, lead: match[3], priority: 7 };
  },
  examples: {
    accept: [
      ['the after school club runs from 3 to 5:30', '2026-05-19T15:00..2026-05-19T17:30'],
      ['cena dalle 8 alle 10', '2026-05-19T20:00..2026-05-19T22:00'],
      ['from 7 to 9 for drinks', '2026-05-19T19:00..2026-05-19T21:00'],
    ],
    reject: [
      ['the meeting runs from 3 to 5', '2026-05-19T15:00..2026-05-19T17:00'],
      ['breakfast is served from 7 to 10', '2026-05-19T19:00..2026-05-19T22:00'],
      ['dinner. Then the shop is open from 3 to 5', '2026-05-19T15:00..2026-05-19T17:00'],
    ],
  },
};
