import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { numericOrder, validCalendar } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, WEEKDAY_ABBR, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/** Numeric dates without a year, only after a date cue: "il 2/6", "for 12/31", "on 8/25". */
export const numericDateAfterCue: TemporalParser = {
  kind: 'parser',
  name: 'numeric-date-after-cue',
  locales: ['it', 'en', 'es'],
  pattern: new RegExp(`(?<=(?:${B}(?:${cueWords('numeric-date-after-cue/il')}|${WEEKDAY_FULL}|${WEEKDAY_ABBR}),?\\s+|^))(\\d{1,2})/(\\d{1,2})${E}(?![/.,]\\d)`, 'gu'),
  build: (match, context) => {
    const [month, day] = numericOrder(Number(match[1]), Number(match[2]), context);
    const node: DayNode = { type: 'calendar-date', month, day };
    return validCalendar(node) ? { kind: 'day', day: node, priority: 4 } : undefined;
  },
  examples: {
    accept: [
      ['el 25/12', '2026-12-25'],
      ['il 2/6', '2026-06-02'],
      ['for 12/31', '2026-12-31'],
    ],
    reject: [],
  },
};
