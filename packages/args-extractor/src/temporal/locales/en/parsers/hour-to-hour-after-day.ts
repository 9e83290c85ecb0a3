import { cueWords } from '../../../temporal-lexicon';
import type { TimeOfDay } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, UNITS, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/**
 * Bare clock hours joined by "to"/"till" right after a day, with no "from": "tomorrow 9 to 5", "Friday 10 till 2".
 * The day before says the numbers are hours; an end below the start is after noon. Not a count of things or units
 * ("Saturday 2 to 3 hours", "tomorrow 5 to 10 people"), nor a day that ends a phrase before the numbers ("by Friday 3 to 4 of us").
 */
export const hourToHourAfterDay: TemporalParser = {
  kind: 'parser',
  name: 'hour-to-hour-after-day',
  locales: ['en'],
  pattern: () => {
    const day = `(?:${cueWords('hour-range-beside-day/today')}|${WEEKDAY_FULL})`;
    return new RegExp(
      `(?<=${B}${day},?\\s+)([01]?\\d|2[0-3])(?:[:.]([0-5]\\d))?\\s+(?:${cueWords('hour-to-hour-after-day/to')})\\s+([01]?\\d|2[0-3])(?:[:.]([0-5]\\d))?(?![\\p{L}\\d%/.:-]|[.,]\\d)(?!\\s+(?:${UNITS}|${cueWords('day-meridiem-part/subject')}|${cueWords('hour-to-hour-after-day/of')}|${cueWords('hour-to-hour-after-day/people')})${E})`,
      'gu',
    );
  },
  build: (match) => {
    const fromHour = Number(match[1]);
    const fromMinute = Number(match[2] ?? 0);
    const toHour = Number(match[3]);
    const toMinute = Number(match[4] ?? 0);
    if (fromHour * 60 + fromMinute === toHour * 60 + toMinute) return undefined;
    const from: TimeOfDay = { hour: fromHour, minute: fromMinute };
    const to: TimeOfDay = { hour: toHour, minute: toMinute, ...(toHour < fromHour && toHour <= 12 ? { meridiem: 'pm' as const } : {}) };
    return { kind: 'node', node: { type: 'range', from: { type: 'time', time: from }, to: { type: 'time', time: to } }, priority: 5 };
  },
  examples: {
    accept: [
      ['I am on site tomorrow 8 to 4', '2026-05-20T08:00..2026-05-20T16:00'],
      ['Thursday 10 till 11:30 dentist', '2026-05-21T10:00..2026-05-21T11:30'],
    ],
    reject: [
      ['Saturday 2 to 3 hours of gardening', '2026-05-23T02:00..2026-05-23T03:00'],
      ['Friday 3 to 4 of us can come', '2026-05-22T03:00..2026-05-22T04:00'],
      ['tomorrow 5 to 10 people are coming', '2026-05-20T05:00..2026-05-20T10:00'],
      ['tomorrow 2 to 3 inches of rain', '2026-05-20T02:00..2026-05-20T03:00'],
    ],
  },
};
