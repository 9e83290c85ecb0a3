import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DAY, MONTH_ANY, UNITS, WEEKDAY_ABBR, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/** A weekday (or its abbreviation) with a day number and no month: "giovedì 21", "Thursday the 28th", "lun 25". */
export const weekdayWithDayNumber: TemporalParser = {
  kind: 'parser',
  name: 'weekday-with-day-number',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${WEEKDAY_FULL}|(?:${WEEKDAY_ABBR})\\.?),?\\s+(?:${cueWords('temporal-patterns/the')})?(${DAY})(?:${cueWords('find-temporal-values/st')}|°)?(?![\\p{L}\\d]|[:./-]\\d)(?!\\s*(?:${cueWords('weekday-with-day-number/di')})?(?:${MONTH_ANY})(?![\\p{L}]))(?!\\s*(?:${UNITS}|%|${cueWords('weekday-with-day-number/am')})(?![\\p{L}]))`, 'gu'),
  build: (match) => ({ kind: 'day', day: { type: 'day-of-month', day: Number(match[1]) }, priority: 4 }),
  examples: {
    accept: [
      ['giovedì 28 ho il dentista', '2026-05-28'],
      ['prenotazione per sabato 30', '2026-05-30'],
    ],
    reject: [],
  },
};
