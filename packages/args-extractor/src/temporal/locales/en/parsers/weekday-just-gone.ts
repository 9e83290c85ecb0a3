import { cueWords, weekdayNames } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/** "Sunday just gone", "the Friday just past" (British, Irish, Australian): the last such weekday before today. */
export const weekdayJustGone: TemporalParser = {
  kind: 'parser',
  name: 'weekday-just-gone',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(${WEEKDAY_FULL})\\s+(?:${cueWords('weekday-just-gone/just-gone')})${E}(?!\\s+(?:${cueWords('weekday-just-gone/to')}|\\d))`, 'gu'),
  build: (match) => {
    const weekday = weekdayNames[match[1] ?? ''];
    if (weekday === undefined) return undefined;
    return { kind: 'day', day: { type: 'weekday', weekday, modifier: 'last' }, priority: 6 };
  },
  examples: {
    accept: [
      ['file the receipts from Thursday just gone', '2026-05-14'],
      ['send me the notes of the Saturday just past', '2026-05-16'],
    ],
    reject: [['the Friday paper has just gone to print', '2026-05-15']],
  },
};
