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
    // A fraction before a measure is a quantity of a recipe: "1/2 cup of milk", "1/2 litro di latte".
    if (Number(match[1]) < Number(match[2]) && new RegExp(`^\\s+(?:${cueWords('numeric-date-after-cue/cup')})(?![\\p{L}])`, 'u').test(match.input.slice(match.index + match[0].length))) return undefined;
    // A request too short to tell its language by its function words: an English cue reads month first ("starting 9/1").
    const english = context.language === undefined && new RegExp(`${B}(?:${cueWords('numeric-date-after-cue/english')}),?\\s+$`, 'u').test(match.input.slice(0, match.index));
    const [month, day] = numericOrder(Number(match[1]), Number(match[2]), english ? { ...context, language: 'en' } : context, match.index);
    // Both numbers 1–12 and different: the other order is a reading too, which a weekday beside it may pick ("Mon 06/01").
    const node: DayNode = { type: 'calendar-date', month, day, ...(month <= 12 && day <= 12 && day !== month ? { swappable: true } : {}) };
    return validCalendar(node) ? { kind: 'day', day: node, priority: 4 } : undefined;
  },
  examples: {
    accept: [
      // A weekday beside it settles the order: 11 June 2026 is a Thursday, 6 November a Friday.
      ['Thu 06/11 - review', '2026-06-11'],
      ['gio 06/11 revisione', '2026-06-11'],
      ['Fri 06/11 - review', '2026-11-06'],
      ['el 25/12', '2026-12-25'],
      ['il 2/6', '2026-06-02'],
      ['for 12/31', '2026-12-31'],
      ['starting 9/1', '2026-09-01'],
      ['a partire dal 1/9', '2026-09-01'],
      // A bill's due date in English text is month first.
      ['gas bill due 7/4', '2026-07-04'],
    ],
    reject: [['Thu 06/11 - review', '2026-11-06'], ['gas bill due 7/4', '2026-04-07'], '1/2 cup of milk', '1/2 bicchiere di vino bianco', '3/4 cup sugar'],
  },
};
