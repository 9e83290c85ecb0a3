import { alternation, cueWords } from '../../../temporal-lexicon';
import { holidayDate } from '../../../holidays';
import type { DayNode } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, holidayIds } from '../../../engine/temporal-patterns';

/** The weekday a holiday always falls on, or undefined for one that moves through the week (Christmas, the Fourth of July). */
function fixedWeekday(holiday: string): number | undefined {
  const weekdays = new Set<number>();
  for (let year = 2024; year <= 2031; year += 1) {
    const date = holidayDate(holiday, year);
    if (date === undefined) return undefined;
    weekdays.add(new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay());
  }
  return weekdays.size === 1 ? [...weekdays][0] : undefined;
}

/**
 * A long weekend named after the holiday it holds: "Labor Day weekend" (Saturday to the Monday), "Thanksgiving
 * weekend" (the Thursday to the Sunday), "Easter weekend" (Saturday and Sunday). For a holiday that moves through the
 * week ("Christmas weekend") the weekend meant is not fixed: the holiday itself, never the coming weekend.
 */
export const holidayWeekend: TemporalParser = {
  kind: 'parser',
  name: 'holiday-weekend',
  locales: ['en'],
  pattern: new RegExp(`${B}(${alternation(holidayIds.keys())})\\s+(?:${cueWords('holiday-weekend/weekend')})${E}`, 'gu'),
  build: (match) => {
    const holiday = holidayIds.get(match[1] ?? '');
    if (holiday === undefined) return undefined;
    const base: DayNode = { type: 'holiday', holiday };
    const weekday = fixedWeekday(holiday);
    // A holiday that moves through the week: the weekend meant is not fixed, but it is the holiday's, not this one.
    if (weekday === undefined) return { kind: 'day', day: base, priority: 6 };
    // The weekend next to the holiday: the one before a Monday or Tuesday, the one after a Wednesday to a Friday.
    const [first, last] = weekday === 0 ? [-1, 0] : weekday === 6 ? [0, 1] : weekday <= 2 ? [-1 - weekday, 0] : [0, 7 - weekday];
    const day = (days: number): DayNode => (days === 0 ? base : { type: 'shifted-day', base, days });
    return { kind: 'node', node: { type: 'range', from: { type: 'day', day: day(first) }, to: { type: 'day', day: day(last) } }, priority: 6 };
  },
  examples: {
    accept: [
      ['we drive up for Labor Day weekend', '2026-09-05..2026-09-08', 'Labor Day weekend'],
      ['flights over Thanksgiving weekend', '2026-11-26..2026-11-30'],
      ['Memorial Day weekend at the lake', '2026-05-23..2026-05-26'],
      ['Christmas weekend with the family', '2026-12-25', 'Christmas weekend'],
    ],
    reject: [
      ['we drive up for Labor Day weekend', '2026-05-23..2026-05-25'],
      ['Christmas weekend with the family', '2026-05-23..2026-05-25'],
    ],
  },
};
