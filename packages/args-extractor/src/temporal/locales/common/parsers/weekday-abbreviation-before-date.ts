import { weekdayAbbreviations } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, MONTH_ANY, WEEKDAY_ABBR } from '../../../engine/temporal-patterns';

/** A weekday abbreviation right before a date: "lun 25 maggio", "Mon May 25". */
export const weekdayAbbreviationBeforeDate: TemporalParser = {
  kind: 'parser',
  name: 'weekday-abbreviation-before-date',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(${WEEKDAY_ABBR})\\.?,?(?=\\s+(?:\\d|(?:${MONTH_ANY})(?![\\p{L}])))`, 'gu'),
  build: (match) => {
    const weekday = weekdayAbbreviations[match[1] ?? ''];
    return weekday === undefined ? undefined : { kind: 'day', day: { type: 'weekday', weekday, modifier: 'none' }, priority: 1 };
  },
  examples: {
    accept: [
      ['Mon May 25', '2026-05-25', 'Mon May 25'],
      ['ven. 22 maggio alle 9', '2026-05-22T09:00', 'ven. 22 maggio alle 9'],
    ],
    reject: [],
  },
};
