import type { DayNode } from '../../../temporal-node';
import { validCalendar, yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, WEEKDAY_ABBR, WEEKDAY_FULL, YEAR } from '../../../engine/temporal-patterns';
import { weekdayAbbreviations, weekdayNames } from '../../../temporal-lexicon';

/**
 * A weekday before a numeric date whose day and month could be either way round ("Mon 01/06/2026", "Wed 06/03/2026"):
 * the weekday settles the order, whatever the language of the text (1 June 2026 is a Monday, 6 January a Tuesday). When
 * both orders or neither fall on the weekday, the numeric date rules read it as the text's language writes it.
 */
export const weekdayNumericDate: TemporalParser = {
  kind: 'parser',
  name: 'weekday-numeric-date',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(${WEEKDAY_FULL}|${WEEKDAY_ABBR})\\.?,?\\s+(\\d{1,2})([/.-])(\\d{1,2})\\3(${YEAR}|\\d\\d)${E}(?![.,:/-]?\\d)`, 'gu'),
  build: (match) => {
    const weekday = weekdayNames[match[1] ?? ''] ?? weekdayAbbreviations[match[1] ?? ''];
    const year = yearOf(match[5]);
    if (weekday === undefined || year === undefined) return undefined;
    const first = Number(match[2]);
    const second = Number(match[4]);
    const fits = [
      { year, month: second, day: first },
      { year, month: first, day: second },
    ].map((parts): DayNode => ({ type: 'calendar-date', ...parts })).filter((day) => validCalendar(day) && day.type === 'calendar-date' && new Date(Date.UTC(year, day.month - 1, day.day)).getUTCDay() === weekday);
    if (fits.length !== 1 || first === second) return undefined;
    const [day] = fits;
    return day === undefined ? undefined : { kind: 'day', day, priority: 6 };
  },
  examples: {
    accept: [
      ['Mon 01/06/2026 onboarding for the new hires', '2026-06-01'],
      ['riunione mercoledì 06/03/2026', '2026-06-03'],
      ['Friday 03.07.2026: office party', '2026-07-03'],
    ],
    reject: [['Mon 01/06/2026 onboarding for the new hires', '2026-01-06'], ['riunione mercoledì 06/03/2026', '2026-03-06'], ['Friday 03.07.2026: office party', '2026-03-07']],
  },
};
