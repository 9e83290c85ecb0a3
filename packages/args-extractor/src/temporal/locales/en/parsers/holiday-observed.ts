import { alternation, cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { monthOf, validCalendar } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DAY, holidayIds, MONTH_FULL } from '../../../engine/temporal-patterns';

/**
 * A holiday, or its date, marked "(observed)" as US calendars and notices mark the weekday a holiday falling on a
 * weekend is kept on: "Independence Day (observed)", "July 4th (observed)" in 2026 (a Saturday) are Friday 3 July; one
 * on a Sunday is kept on the Monday after, one on a weekday on its own day (`observed` in `resolveDay`).
 */
export const holidayObserved: TemporalParser = {
  kind: 'parser',
  name: 'holiday-observed',
  locales: ['en'],
  pattern: () =>
    new RegExp(
      `${B}(?:(${alternation(holidayIds.keys())})|(${MONTH_FULL})\\s+(${DAY})(?:${cueWords('find-temporal-values/st')})?|(${DAY})(?:${cueWords('find-temporal-values/st')})?\\s+(?:${cueWords('weekday-with-day-number/di')})(${MONTH_FULL}))\\s*\\(\\s*(?:${cueWords('holiday-observed/observed')})\\s*\\)`,
      'gu',
    ),
  build: (match) => {
    const holiday = holidayIds.get(match[1] ?? '');
    const month = monthOf(match[2] ?? match[5] ?? '');
    const dayNumber = Number(match[3] ?? match[4]);
    const base: DayNode | undefined = holiday !== undefined ? { type: 'holiday', holiday } : month === undefined ? undefined : { type: 'calendar-date', month, day: dayNumber };
    if (base === undefined || (base.type === 'calendar-date' && !validCalendar(base))) return undefined;
    return { kind: 'day', day: { type: 'observed', base }, priority: 6 };
  },
  examples: {
    accept: [
      ['Independence Day (observed)', '2026-07-03'],
      ['office closed: July 4th (observed)', '2026-07-03'],
      ['closed 4th of July (observed)', '2026-07-03'],
      // A Sunday's is the Monday after; a weekday's is the day itself.
      ['holiday hours for May 31st (observed)', '2026-06-01'],
      ['Christmas Day (observed)', '2026-12-25'],
      ['Juneteenth (observed)', '2026-06-19'],
    ],
    reject: [['Independence Day (observed)', '2026-07-04'], ['Independence Day observed the flag', '2026-07-03']],
  },
};
