import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { monthOf, validCalendar, yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DAY, E, MONTH_ANY, WEEKDAY_ABBR, WEEKDAY_FULL, YEAR } from '../../../engine/temporal-patterns';

const WEEKDAY = `(?:${WEEKDAY_FULL}|(?:${WEEKDAY_ABBR})\\.?)`;
const TO = `\\s*(?:-|\u2013|${cueWords('weekday-day-range-in-month/a')})\\s*`;

/**
 * A range of weekdays written before the range of days it names ("Mon–Fri, 20–24 July", "lun-ven 6-10 luglio"): one
 * window, the days' (the weekdays only say which they are), not next week's Monday to Friday beside it.
 */
export const weekdayRangeBesideDayRange: TemporalParser = {
  kind: 'parser',
  name: 'weekday-range-beside-day-range',
  locales: ['it', 'en'],
  pattern: () =>
    new RegExp(`${B}${WEEKDAY}${TO}${WEEKDAY},?\\s+(${DAY})(?:°|${cueWords('find-temporal-values/st')})?${TO}(${DAY})(?:°|${cueWords('find-temporal-values/st')})?(?:${cueWords('day-range-in-month/di')})?\\s+(${MONTH_ANY})(?![\\p{L}])(?:,?\\s*(${YEAR})${E})?`, 'gu'),
  build: (match) => {
    const month = monthOf(match[3] ?? '');
    if (month === undefined) return undefined;
    const year = yearOf(match[4]);
    const from: DayNode = { type: 'calendar-date', month, day: Number(match[1]), ...(year === undefined ? {} : { year }) };
    const to: DayNode = { type: 'calendar-date', month, day: Number(match[2]), ...(year === undefined ? {} : { year }) };
    if (!validCalendar(from) || !validCalendar(to) || from.day >= to.day) return undefined;
    return { kind: 'node', node: { type: 'range', from: { type: 'day', day: from }, to: { type: 'day', day: to } }, priority: 7 };
  },
  examples: {
    accept: [
      ['swimming lessons Mon-Thu, 3-6 August', '2026-08-03..2026-08-07'],
      ['centro estivo lun-ven 6-10 luglio', '2026-07-06..2026-07-11'],
    ],
    reject: [
      ['swimming lessons Mon-Thu, 3-6 August', '2026-05-25..2026-05-29'],
      ['open Mon-Fri, 6-10 pm', '2026-07-06..2026-07-11'],
    ],
  },
};
