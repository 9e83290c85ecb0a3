import { cueWords, weekdayAbbreviations, weekdayNames } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DAY, E, MONTH_ANY, UNITS, WEEKDAY_ABBR, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/**
 * A weekday (or its abbreviation) with a day number and no month: "giovedì 21", "Thursday the 28th", "lun 25". Not the
 * first hour of a range said right after the weekday ("Friday 22 to 2", "Monday 9 till 5": `hour-range-beside-day`),
 * unless what follows the second number counts things ("Friday 3 to 4 of us").
 */
export const weekdayWithDayNumber: TemporalParser = {
  kind: 'parser',
  name: 'weekday-with-day-number',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(${WEEKDAY_FULL}|(?:${WEEKDAY_ABBR})\\.?),?\\s+(?:${cueWords('temporal-patterns/the')})?(${DAY})(?:${cueWords('find-temporal-values/st')}|°)?(?![\\p{L}\\d]|[:./-]\\d)(?!\\s*(?:${cueWords('weekday-with-day-number/di')})?(?:${MONTH_ANY})(?![\\p{L}]))(?!\\s*(?:${UNITS}|%|${cueWords('weekday-with-day-number/am')})(?![\\p{L}]))(?!${hourRangeAfter()})`, 'gu'),
  build: (match) => {
    const written = (match[1] ?? '').replace(/\.$/u, '');
    // The weekday settles the month: "Interview confirmed: Thursday the 21st" is the 21st that falls on a Thursday.
    const weekday = weekdayNames[written] ?? weekdayAbbreviations[written];
    return { kind: 'day', day: { type: 'day-of-month', day: Number(match[2]), ...(weekday === undefined ? {} : { weekday }) }, priority: 4 };
  },
  examples: {
    accept: [
      ['giovedì 28 ho il dentista', '2026-05-28'],
      ['prenotazione per sabato 30', '2026-05-30'],
      ['Booking confirmed: Friday the 22nd, table for two', '2026-05-22'],
      ['ci siamo sentiti mercoledì 15', '2026-04-15'],
    ],
    reject: [
      ['Booking confirmed: Friday the 22nd, table for two', '2026-04-22'],
      ['Friday 22 to 2 at the club', '2026-05-22'],
    ],
  },
};

/** " to 2", " till 5:30" after the number, not followed by a month or by what it counts. */
function hourRangeAfter(): string {
  const hour = '(?:[01]?\\d|2[0-3])(?:[:.][0-5]\\d)?(?![\\p{L}\\d%/.:-]|[.,]\\d)';
  const counted = `${UNITS}|${MONTH_ANY}|${cueWords('day-meridiem-part/subject')}|${cueWords('hour-range-beside-day/of')}|${cueWords('hour-range-beside-day/people')}`;
  return `\\s+(?:${cueWords('hour-range-beside-day/to')})\\s+${hour}(?!\\s+(?:${counted})${E})`;
}
