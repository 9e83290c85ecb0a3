import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { monthOf, validCalendar, yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DAY, E, MONTH_ANY, YEAR } from '../../../engine/temporal-patterns';

/** Ranges of day numbers after a month: "July 13-15", "between July 13 and 15", "from June 15 to 30". */
export const monthDayRange: TemporalParser = {
  kind: 'parser',
  name: 'month-day-range',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('month-day-range/between')})\\s+)?(${MONTH_ANY})\\s+(${DAY})(?:${cueWords('find-temporal-values/st')})?\\s*(?:-|${cueWords('month-day-range/to')})\\s*(?:${cueWords('temporal-patterns/the')})?(${DAY})(?:${cueWords('find-temporal-values/st')})?(?![\\p{L}\\d]|[:.]\\d)(?:,?\\s*(${YEAR})${E})?`, 'gu'),
  build: (match) => {
    const month = monthOf(match[2] ?? '');
    if (month === undefined) return undefined;
    const year = yearOf(match[5]);
    const from: DayNode = { type: 'calendar-date', month, day: Number(match[3]), ...(year === undefined ? {} : { year }) };
    const to: DayNode = { type: 'calendar-date', month, day: Number(match[4]), ...(year === undefined ? {} : { year }) };
    if (!validCalendar(from) || !validCalendar(to) || from.day >= to.day) return undefined;
    return { kind: 'node', node: { type: 'range', from: { type: 'day', day: from }, to: { type: 'day', day: to } }, priority: 6 };
  },
  examples: {
    accept: [
      ['book the hotel for July 13-15', '2026-07-13..2026-07-16'],
      ['I\'ll be away between July 13 and 15', '2026-07-13..2026-07-16'],
    ],
    reject: [],
  },
};
