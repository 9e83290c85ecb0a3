import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { monthOf, validCalendar } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DAY, MONTH_ANY, MONTH_FULL } from '../../../engine/temporal-patterns';

/**
 * A range of day numbers after the month it falls in: "il mese prossimo dal 5 al 10", "a giugno dal 5 al 10", "next
 * month from the 5th to the 10th", "this month from 20 to 25". The range needs its "dal"/"from", the first day comes
 * before the second, and no month follows it ("luglio dal 3 al 9 settembre" is a range of September's).
 */
export const monthThenDayRange: TemporalParser = {
  kind: 'parser',
  name: 'month-then-day-range',
  locales: ['it', 'en'],
  pattern: () =>
    new RegExp(
      `${B}(?:(${cueWords('month-then-day-range/next-month')})|(${cueWords('month-then-day-range/this-month')})|(${MONTH_FULL}))\\s*,?\\s+(?:${cueWords('day-range-in-month/dal')})\\s+(?:${cueWords('day-range-in-month/il')})?(${DAY})(?:°|${cueWords('find-temporal-values/st')})?\\s*(?:-|${cueWords('day-range-in-month/al')})\\s*(?:${cueWords('day-range-in-month/il')})?(${DAY})(?:°|${cueWords('find-temporal-values/st')})?(?![\\p{L}\\d])(?!(?:${cueWords('day-range-in-month/di')})?\\s*(?:${MONTH_ANY})(?![\\p{L}]))`,
      'gu',
    ),
  build: (match) => {
    const first = Number(match[4]);
    const last = Number(match[5]);
    if (first >= last) return undefined;
    let from: DayNode;
    let to: DayNode;
    if (match[3] === undefined) {
      const monthShift = match[1] === undefined ? 0 : 1;
      from = { type: 'day-of-month', day: first, monthShift };
      to = { type: 'day-of-month', day: last, monthShift };
    } else {
      const month = monthOf(match[3]);
      if (month === undefined) return undefined;
      from = { type: 'calendar-date', month, day: first };
      to = { type: 'calendar-date', month, day: last };
      if (!validCalendar(from) || !validCalendar(to)) return undefined;
    }
    return { kind: 'node', node: { type: 'range', from: { type: 'day', day: from }, to: { type: 'day', day: to } }, priority: 6 };
  },
  examples: {
    accept: [
      ['il mese prossimo dal 5 al 10 sono in montagna', '2026-06-05..2026-06-11'],
      ['a luglio dal 3 al 9 chiudiamo', '2026-07-03..2026-07-10'],
      ['next month from the 5th to the 10th', '2026-06-05..2026-06-11'],
    ],
    reject: [['il mese prossimo dal 10 al 5', '2026-06-10..2026-06-06'], ['a luglio dal 3 al 9 settembre', '2026-07-03..2026-07-10']],
  },
};
