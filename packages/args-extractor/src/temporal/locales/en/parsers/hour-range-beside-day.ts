import { cueWords } from '../../../temporal-lexicon';
import { endPastMidnight } from '../../../end-past-midnight';
import type { TimeOfDay } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, UNITS, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/**
 * Bare clock hours joined by a dash next to a day: "9-5 tomorrow", "tomorrow 8-8:30", "Friday 10-2"; or by "to"/"till"
 * right after a day, with no "from": "tomorrow 9 to 5", "Friday 10 till 2", or before it, not after a clock preposition:
 * "9 to 5 on Friday", "open 10 to 4 tomorrow". The day says the numbers are hours (alone,
 * "9-5" may be a score or a date); an end below the start is after noon, or past midnight where the afternoon would not
 * come after the start ("tomorrow 22 to 2"). A score or a tally of votes is not a range: "won 3-1 Sunday", "the score was 2-1 Sunday", "the vote passed 9 to 5 on Monday"; nor
 * are hours before a range of days ("9-5 Monday to Friday"), a count of things or units ("Saturday 2 to 3 hours",
 * "tomorrow 5 to 10 people"), or a day that ends a phrase before the numbers ("by Friday 3 to 4 of us"); nor two numbers joined by a dash before what
 * they count ("Monday 3-5 guests").
 */
export const hourRangeBesideDay: TemporalParser = {
  kind: 'parser',
  name: 'hour-range-beside-day',
  locales: ['en'],
  pattern: () => {
    const day = `(?:${cueWords('hour-range-beside-day/today')}|${WEEKDAY_FULL})`;
    const range = `(?<![\\d/.:,-])(?<!(?:${cueWords('hour-range-beside-day/won')})\\s+(?:\\p{L}+\\s+)?)([01]?\\d|2[0-3])(?:[:.]([0-5]\\d))?\\s*-\\s*([01]?\\d|2[0-3])(?::([0-5]\\d))?(?![\\p{L}\\d%/.:-]|[.,]\\d)(?!\\s+(?:${cueWords('hour-range-beside-day/people')})${E})`;
    const toRange = `([01]?\\d|2[0-3])(?:[:.]([0-5]\\d))?\\s+(?:${cueWords('hour-range-beside-day/to')})\\s+([01]?\\d|2[0-3])(?:[:.]([0-5]\\d))?(?![\\p{L}\\d%/.:-]|[.,]\\d)(?!\\s+(?:${UNITS}|${cueWords('day-meridiem-part/subject')}|${cueWords('hour-range-beside-day/of')}|${cueWords('hour-range-beside-day/people')})${E})`;
    // A day that opens a range of days ("9-5 Monday to Friday") is not the one day of the hours.
    const on = `(?:(?:${cueWords('hour-range-beside-day/on')})\\s+)?`;
    // Before its day, "to"/"till" hours need no clock preposition before them: "at 10 to 4 tomorrow" is 15:50.
    const notAClock = `(?<!(?:${cueWords('part-of-day/at')})\\s+)(?<!(?:${cueWords('hour-range-beside-day/won')})\\s+(?:\\p{L}+\\s+)?)`;
    return new RegExp(
      `(?<=${B}${day}\\s+)${range}|${range}(?=\\s+${on}${day}${E}(?!\\s*(?:-|(?:${cueWords('atom-builders/through')})${E})))|(?<=${B}${day},?\\s+)${toRange}|${B}${notAClock}${toRange}(?=\\s+${on}${day}${E}(?!\\s*(?:-|(?:${cueWords('atom-builders/through')})${E})))`,
      'gu',
    );
  },
  build: (match) => {
    const fromHour = Number(match[1] ?? match[5] ?? match[9] ?? match[13]);
    const fromMinute = Number(match[2] ?? match[6] ?? match[10] ?? match[14] ?? 0);
    const toHour = Number(match[3] ?? match[7] ?? match[11] ?? match[15]);
    const toMinute = Number(match[4] ?? match[8] ?? match[12] ?? match[16] ?? 0);
    if (fromHour * 60 + fromMinute === toHour * 60 + toMinute) return undefined;
    const from: TimeOfDay = { hour: fromHour, minute: fromMinute };
    const to: TimeOfDay = { hour: toHour, minute: toMinute };
    if (toHour < fromHour && toHour <= 12) to.meridiem = endPastMidnight(fromHour, to)?.meridiem ?? 'pm';
    return { kind: 'node', node: { type: 'range', from: { type: 'time', time: from }, to: { type: 'time', time: to } }, priority: 5 };
  },
  examples: {
    accept: [
      ['working from home 8-4 tomorrow', '2026-05-20T08:00..2026-05-20T16:00'],
      ['Thursday 10-11:30 dentist', '2026-05-21T10:00..2026-05-21T11:30'],
      ['I am on site tomorrow 8 to 4', '2026-05-20T08:00..2026-05-20T16:00'],
      ['Thursday 10 till 11:30 dentist', '2026-05-21T10:00..2026-05-21T11:30'],
      ['the party runs tomorrow 22 to 2', '2026-05-20T22:00..2026-05-21T02:00'],
      ['Friday 22 to 2 at the club', '2026-05-22T22:00..2026-05-23T02:00'],
      ['Monday 9 to 5 at the office', '2026-05-25T09:00..2026-05-25T17:00'],
      ["I'm at the conference 9 to 5 on friday", '2026-05-22T09:00..2026-05-22T17:00'],
      ['the shop is open 10 to 4 tomorrow', '2026-05-20T10:00..2026-05-20T16:00'],
    ],
    reject: [
      ['we won 3-1 Sunday', '2026-05-24T03:00..2026-05-24T13:00'],
      ['the score was 2-1 Sunday', '2026-05-17T02:00..2026-05-17T13:00'],
      ['open 9-5 Monday to Friday', '2026-05-25T09:00..2026-05-25T17:00'],
      ['Saturday 2 to 3 hours of gardening', '2026-05-23T02:00..2026-05-23T03:00'],
      ['Friday 3 to 4 of us can come', '2026-05-22T03:00..2026-05-22T04:00'],
      ['tomorrow 5 to 10 people are coming', '2026-05-20T05:00..2026-05-20T10:00'],
      ['tomorrow 2 to 3 inches of rain', '2026-05-20T02:00..2026-05-20T03:00'],
      ['the party runs tomorrow 22 to 2', '2026-05-20T22:00..2026-05-20T14:00'],
      ['Monday 3-5 guests for dinner', '2026-05-25T03:00..2026-05-25T05:00'],
      ['meet at 10 to 4 tomorrow', '2026-05-20T10:00..2026-05-20T16:00'],
      ['2 to 3 of us on Friday', '2026-05-22T02:00..2026-05-22T03:00'],
      ['the score was 2 to 1 on Sunday', '2026-05-17T02:00..2026-05-17T13:00'],
      ['the vote passed 9 to 5 on Monday', '2026-05-25T09:00..2026-05-25T17:00'],
      ['the committee voted 7 to 2 on Tuesday', '2026-05-19T07:00..2026-05-19T14:00'],
    ],
  },
};
