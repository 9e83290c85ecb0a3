import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { monthOf, validCalendar, yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DAY, E, MONTH_ANY, WEEKDAY_ABBR, WEEKDAY_FULL, YEAR } from '../../../engine/temporal-patterns';

const WEEKDAY = `(?:${WEEKDAY_FULL}|(?:${WEEKDAY_ABBR})\\.?),?\\s+`;

/** A range of weekday-named days whose month is named only at its end: "da lunedì 22 a venerdì 26 giugno", "from Mon 22 to Fri 26 June". */
export const weekdayDayRangeInMonth: TemporalParser = {
  kind: 'parser',
  name: 'weekday-day-range-in-month',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:(?:${cueWords('day-range-in-month/dal')})\\s+)?${WEEKDAY}(${DAY})(?:°|${cueWords('find-temporal-values/st')})?\\s*(?:-|–|${cueWords('weekday-day-range-in-month/a')})\\s*${WEEKDAY}(${DAY})(?:°|${cueWords('find-temporal-values/st')})?(?:${cueWords('day-range-in-month/di')})?\\s+(${MONTH_ANY})(?![\\p{L}])(?:,?\\s*(${YEAR})${E})?`, 'gu'),
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
      ['la fiera va da martedì 7 a domenica 12 luglio', '2026-07-07..2026-07-13'],
      ['I am away from Tue 7 to Sun 12 July', '2026-07-07..2026-07-13'],
      ['corso di formazione da lunedì 7 a venerdì 11 dicembre', '2026-12-07..2026-12-12'],
    ],
    reject: [
      ['da domenica 12 a martedì 7 luglio', '2026-07-12..2026-07-08'],
      ['from Sun 12 to Tue 7 July', '2026-07-12..2026-07-08'],
    ],
  },
};
