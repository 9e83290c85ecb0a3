import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { monthOf, validCalendar, yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DAY, E, MONTH_ANY, WEEKDAY_ABBR, WEEKDAY_FULL, YEAR } from '../../../engine/temporal-patterns';

const WEEKDAY = `(?:${WEEKDAY_FULL}|(?:${WEEKDAY_ABBR})\\.?)`;

/**
 * A range of weekday-named days whose month is named only at its end: "da lunedì 22 a venerdì 26 giugno", "from Mon 22
 * to Fri 26 June"; or a range of weekdays written before the range of days it names ("Mon–Fri, 20–24 July", "lun-ven
 * 6-10 luglio"): one window, the days' (the weekdays only say which they are), not next week's Monday to Friday beside it.
 */
export const weekdayDayRangeInMonth: TemporalParser = {
  kind: 'parser',
  name: 'weekday-day-range-in-month',
  locales: ['it', 'en'],
  pattern: () => {
    const st = `(?:°|${cueWords('find-temporal-values/st')})?`;
    const to = `\\s*(?:-|\u2013|${cueWords('weekday-day-range-in-month/a')})\\s*`;
    const eachDayNamed = `(?:(?:${cueWords('day-range-in-month/dal')})\\s+)?${WEEKDAY},?\\s+(${DAY})${st}${to}${WEEKDAY},?\\s+`;
    const weekdaysFirst = `${WEEKDAY}${to}${WEEKDAY},?\\s+(${DAY})${st}${to}`;
    return new RegExp(`${B}(?:${eachDayNamed}|${weekdaysFirst})(${DAY})${st}(?:${cueWords('day-range-in-month/di')})?\\s+(${MONTH_ANY})(?![\\p{L}])(?:,?\\s*(${YEAR})${E})?`, 'gu');
  },
  build: (match) => {
    const month = monthOf(match[4] ?? '');
    if (month === undefined) return undefined;
    const year = yearOf(match[5]);
    const from: DayNode = { type: 'calendar-date', month, day: Number(match[1] ?? match[2]), ...(year === undefined ? {} : { year }) };
    const to: DayNode = { type: 'calendar-date', month, day: Number(match[3]), ...(year === undefined ? {} : { year }) };
    if (!validCalendar(from) || !validCalendar(to) || from.day >= to.day) return undefined;
    return { kind: 'node', node: { type: 'range', from: { type: 'day', day: from }, to: { type: 'day', day: to } }, priority: 7 };
  },
  examples: {
    accept: [
      ['la fiera va da martedì 7 a domenica 12 luglio', '2026-07-07..2026-07-13'],
      ['I am away from Tue 7 to Sun 12 July', '2026-07-07..2026-07-13'],
      ['corso di formazione da lunedì 7 a venerdì 11 dicembre', '2026-12-07..2026-12-12'],
      ['swimming lessons Mon-Thu, 3-6 August', '2026-08-03..2026-08-07'],
      ['centro estivo lun-ven 6-10 luglio', '2026-07-06..2026-07-11'],
    ],
    reject: [
      ['da domenica 12 a martedì 7 luglio', '2026-07-12..2026-07-08'],
      ['from Sun 12 to Tue 7 July', '2026-07-12..2026-07-08'],
      ['swimming lessons Mon-Thu, 3-6 August', '2026-05-25..2026-05-29'],
      ['open Mon-Fri, 6-10 pm', '2026-07-06..2026-07-11'],
    ],
  },
};
