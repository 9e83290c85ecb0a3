import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { validCalendar } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';

/**
 * A numeric day and month without a year or a cue, that only one order reads as a date (one number 13–31, the other
 * 1–12: "7/15", "30/06"), where it ends a clause, opens a range or comes before where it happens: "pay car insurance 7/15", "scadenza bolletta 30/06",
 * "GP appointment 20/07 at the surgery", "dentista 18/06 alle 9",
 * "the lease ends 6/30", "training 9/14–9/18". Not a fraction or a score before what it counts ("3/16 inch", "7/15
 * points"), nor "24/7" (always), nor a pair that both orders read (`numeric-date-after-cue` needs a cue for those: "6/10").
 */
export const unambiguousNumericDate: TemporalParser = {
  kind: 'parser',
  name: 'unambiguous-numeric-date',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`(?<![\\p{L}\\p{N}.,/:])(?<!(?<!\\d/\\d{1,2})-)(?!(?:${cueWords('unambiguous-numeric-date/24-7')})(?![\\p{N}]))(\\d{1,2})/(\\d{1,2})(?![\\p{L}\\p{N}/]|[.,:]\\d)(?=\\s*(?:$|[.,;!?)]|[-–]\\s*\\d)|\\s+(?:${cueWords('unambiguous-numeric-date/at')})\\s)`, 'gu'),
  build: (match) => {
    const [first, second] = [Number(match[1]), Number(match[2])];
    const node: DayNode | undefined = first <= 12 && second >= 13 ? { type: 'calendar-date', month: first, day: second } : second <= 12 && first >= 13 ? { type: 'calendar-date', month: second, day: first } : undefined;
    return node !== undefined && validCalendar(node) ? { kind: 'day', day: node, priority: 3 } : undefined;
  },
  examples: {
    accept: [
      ['pay car insurance 7/15', '2026-07-15'],
      ['scadenza bolletta 30/06', '2026-06-30'],
      ['the lease ends 6/30.', '2026-06-30'],
      ['training 9/14–9/18', '2026-09-14..2026-09-19'],
      ['dentist 14/08 at the clinic on Elm Road', '2026-08-14'],
    ],
    reject: ['a 3/16 inch bolt', 'she got 7/15 points', 'page 3/16 of the report', 'scored 13/20', 'she got 7/15 in the exam', 'the store is open 24/7.'],
  },
};
