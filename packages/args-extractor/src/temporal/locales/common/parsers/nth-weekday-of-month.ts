import { cueWords, weekdayNames } from '../../../temporal-lexicon';
import { monthReferenceOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, MONTH_REFERENCE, ORDINAL, ordinalWords, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/** Nth weekday of a month: "il primo martedì di ottobre", "the last Friday of the month", "the second Monday in June". */
export const nthWeekdayOfMonth: TemporalParser = {
  kind: 'parser',
  name: 'nth-weekday-of-month',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('nth-weekday-of-month/il')})?(${ORDINAL})\\s+(${WEEKDAY_FULL})\\s+(?:${cueWords('nth-day-of-month/di')})\\s*(${MONTH_REFERENCE})${E}`, 'gu'),
  build: (match) => {
    const ordinal = ordinalWords[match[1] ?? ''];
    const weekday = weekdayNames[match[2] ?? ''];
    const month = monthReferenceOf(match[3] ?? '');
    if (ordinal === undefined || weekday === undefined || month === undefined) return undefined;
    return { kind: 'day', day: { type: 'nth-weekday', ordinal, weekday, month }, priority: 5 };
  },
  examples: {
    accept: [
      ['il primo martedì di ottobre', '2026-10-06'],
      ['the last Friday of the month', '2026-05-29'],
    ],
    reject: [],
  },
};
