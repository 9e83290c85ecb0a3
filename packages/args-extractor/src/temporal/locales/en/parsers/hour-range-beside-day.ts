import { cueWords } from '../../../temporal-lexicon';
import type { TimeOfDay } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/**
 * Bare clock hours joined by a dash next to a day: "9-5 tomorrow", "tomorrow 8-8:30", "Friday 10-2". The day says the
 * numbers are hours (alone, "9-5" may be a score or a date); an end below the start is after noon. A score is not a
 * range: "won 3-1 Sunday", "the score was 2-1 Sunday"; nor are hours before a range of days ("9-5 Monday to Friday").
 */
export const hourRangeBesideDay: TemporalParser = {
  kind: 'parser',
  name: 'hour-range-beside-day',
  locales: ['en'],
  pattern: () => {
    const day = `(?:${cueWords('hour-range-beside-day/today')}|${WEEKDAY_FULL})`;
    const range = `(?<![\\d/.:,-])(?<!(?:${cueWords('hour-range-beside-day/won')})\\s+(?:\\p{L}+\\s+)?)([01]?\\d|2[0-3])(?:[:.]([0-5]\\d))?\\s*-\\s*([01]?\\d|2[0-3])(?::([0-5]\\d))?(?![\\p{L}\\d%/.:-]|[.,]\\d)`;
    // A day that opens a range of days ("9-5 Monday to Friday") is not the one day of the hours.
    return new RegExp(`(?<=${B}${day}\\s+)${range}|${range}(?=\\s+${day}${E}(?!\\s*(?:-|(?:${cueWords('atom-builders/through')})${E})))`, 'gu');
  },
  build: (match) => {
    const fromHour = Number(match[1] ?? match[5]);
    const fromMinute = Number(match[2] ?? match[6] ?? 0);
    const toHour = Number(match[3] ?? match[7]);
    const toMinute = Number(match[4] ?? match[8] ?? 0);
    if (fromHour * 60 + fromMinute === toHour * 60 + toMinute) return undefined;
    const from: TimeOfDay = { hour: fromHour, minute: fromMinute };
    const to: TimeOfDay = { hour: toHour, minute: toMinute, ...(toHour < fromHour && toHour <= 12 ? { meridiem: 'pm' as const } : {}) };
    return { kind: 'node', node: { type: 'range', from: { type: 'time', time: from }, to: { type: 'time', time: to } }, priority: 5 };
  },
  examples: {
    accept: [
      ['working from home 8-4 tomorrow', '2026-05-20T08:00..2026-05-20T16:00'],
      ['Thursday 10-11:30 dentist', '2026-05-21T10:00..2026-05-21T11:30'],
    ],
    reject: [
      ['we won 3-1 Sunday', '2026-05-24T03:00..2026-05-24T13:00'],
      ['the score was 2-1 Sunday', '2026-05-17T02:00..2026-05-17T13:00'],
      ['open 9-5 Monday to Friday', '2026-05-25T09:00..2026-05-25T17:00'],
    ],
  },
};
