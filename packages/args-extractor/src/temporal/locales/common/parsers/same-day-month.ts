import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { validCalendar } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, TIME_CUE } from '../../../engine/temporal-patterns';

/**
 * A numeric date without a year that reads the same either way ("12/12", "5/5"): the order that makes other bare
 * dates ambiguous does not matter, so it is read without a cue, where it ends its phrase ("party 12/12, don't forget")
 * or a clock time follows. A score or a count is not a date: "rated 9/9", "Score: 7/7", and the small pairs and 10/10
 * ("3/3 done", "5/5 stars", "10/10 would recommend") are left alone.
 */
export const sameDayMonth: TemporalParser = {
  kind: 'parser',
  name: 'same-day-month',
  locales: ['it', 'en'],
  pattern: () =>
    new RegExp(`${B}(?<![$£€/.,:]|[:=]\\s*|(?:${cueWords('same-day-month/rated')})\\s*[:=]?\\s+)(1[0-2]|0?[1-9])/(1[0-2]|0?[1-9])(?![\\p{L}\\d/.,:]\\d|[/\\p{L}\\d])(?=\\s*(?:$|[,;.!?)\\u2013\\u2014-]|(?:${TIME_CUE})\\s+\\d))`, 'gu'),
  build: (match) => {
    const day = Number(match[2]);
    // Small equal pairs and 10/10 are counts and full marks far more often than dates ("3/3 done", "5/5 stars", "10/10").
    if (Number(match[1]) !== day || day <= 5 || day === 10) return undefined;
    const node: DayNode = { type: 'calendar-date', month: day, day };
    return validCalendar(node) ? { kind: 'day', day: node, priority: 3 } : undefined;
  },
  examples: {
    accept: [
      ['office quiz 11/11, bring snacks', '2026-11-11'],
      ['cena 6/6 alle 20', '2026-06-06T20:00'],
    ],
    reject: ['I give it 10/10', 'all 5/5 tests passed', 'rated 9/9.', 'cena 6/7, bring snacks', 'page 3/3 of the report', 'honestly 10/10.', 'Score: 7/7', 'tests 3/3.'],
  },
};
