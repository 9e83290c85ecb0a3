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
 * A weekend named after a holiday: "Thanksgiving weekend", "Black Friday weekend" (a holiday from Wednesday to Friday
 * opens it: the holiday to the Sunday), "Labor Day weekend" (a Monday holiday: the Saturday before it to the holiday, and
 * a date asked of it is the holiday), "Easter weekend", "Christmas weekend" (the holiday itself: the weekend around one
 * that moves through the week is not fixed). Never the coming weekend. "Labour Day weekend", "the Labour Day long
 * weekend", "Labor Day long weekend": **decided here**, the weekend of the first Monday of September (Canada's Labour
 * Day, the US Labor Day), Saturday to the Monday, a date asked of it the Monday. "Labour Day" alone stays 1 May (the
 * international one), which falls on any weekday and has no weekend of its own; Australia's Labour Days differ by state
 * and are not read.
 */
export const holidayWeekend: TemporalParser = {
  kind: 'parser',
  name: 'holiday-weekend',
  locales: ['en'],
  pattern: () =>
    new RegExp(
      `${B}(?:(${cueWords('holiday-weekend/labour-day')})\\s+(?:${cueWords('holiday-weekend/long-weekend')})|(${alternation(holidayIds.keys())})\\s+(?:${cueWords('holiday-weekend/weekend')}))${E}`,
      'gu',
    ),
  build: (match) => {
    if (match[1] !== undefined) {
      const base: DayNode = { type: 'holiday', holiday: 'labor-day' };
      return { kind: 'node', node: { type: 'range', from: { type: 'day', day: { type: 'shifted-day', base, days: -2 } }, to: { type: 'day', day: base }, anchor: 'end' }, priority: 7 };
    }
    const holiday = holidayIds.get(match[2] ?? '');
    if (holiday === undefined) return undefined;
    const base: DayNode = { type: 'holiday', holiday };
    const weekday = fixedWeekday(holiday);
    // A Monday holiday's weekend is the Saturday to the holiday; a date asked of it is the holiday (its anchor).
    if (weekday === 1) return { kind: 'node', node: { type: 'range', from: { type: 'day', day: { type: 'shifted-day', base, days: -2 } }, to: { type: 'day', day: base }, anchor: 'end' }, priority: 6 };
    if (weekday === undefined || weekday < 3 || weekday > 5) return { kind: 'day', day: base, priority: 6 };
    return { kind: 'node', node: { type: 'range', from: { type: 'day', day: base }, to: { type: 'day', day: { type: 'shifted-day', base, days: 7 - weekday } } }, priority: 6 };
  },
  examples: {
    accept: [
      ['flights over Thanksgiving weekend?', '2026-11-26..2026-11-30'],
      ['we drive up for Labor Day weekend.', '2026-09-05..2026-09-08'],
      ['Christmas weekend with the family.', '2026-12-25'],
      ['cottage trip over the Labour Day long weekend', '2026-09-05..2026-09-08'],
      ['Labour Day weekend sale', '2026-09-05..2026-09-08'],
    ],
    reject: [
      ['we drive up for Labor Day weekend.', '2026-05-23..2026-05-25'],
      ['Christmas weekend with the family.', '2026-05-23..2026-05-25'],
      ['cottage trip over the Labour Day long weekend', '2027-05-01'],
      ['Labour Day parade', '2026-09-05..2026-09-08'],
    ],
  },
};
