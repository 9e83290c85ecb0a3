import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { numericOrder, validCalendar } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, WEEKDAY_ABBR, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/** Numeric dates without a year, only after a date cue: "il 2/6", "for 12/31", "on 8/25", "starting 9/1". */
export const numericDateAfterCue: TemporalParser = {
  kind: 'parser',
  name: 'numeric-date-after-cue',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`(?<=(?:${B}(?:${cueWords('numeric-date-after-cue/il')}|${WEEKDAY_FULL}|${WEEKDAY_ABBR}),?\\s+|^))(\\d{1,2})/(\\d{1,2})${E}(?![/.,]\\d)`, 'gu'),
  build: (match, context) => {
    // A request too short to tell its language by its function words: an English cue reads month first ("starting 9/1").
    const english = context.language === undefined && new RegExp(`${B}(?:${cueWords('numeric-date-after-cue/english')}),?\\s+$`, 'u').test(match.input.slice(0, match.index));
    const [month, day] = numericOrder(Number(match[1]), Number(match[2]), english ? { ...context, language: 'en' } : context, match.index);
    const node: DayNode = { type: 'calendar-date', month, day };
    return validCalendar(node) ? { kind: 'day', day: node, priority: 4 } : undefined;
  },
  examples: {
    accept: [
      ['el 25/12', '2026-12-25'],
      ['il 2/6', '2026-06-02'],
      ['for 12/31', '2026-12-31'],
      ['starting 9/1', '2026-09-01'],
      ['a partire dal 1/9', '2026-09-01'],
    ],
    reject: [],
  },
};
