import { cueWords } from '../../../temporal-lexicon';
import { monthOf, validCalendar } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, MONTH_FULL, PERIOD_UNIT } from '../../../engine/temporal-patterns';

/**
 * "Second" spelled as the day of a month: "August second", "March twenty-second", "the second of June". The reader
 * leaves the word "second" alone (it is also a unit), so the other spelled ordinals ("May third") read as digits do
 * not need this. A period after it is no day ("the June second quarter"), nor is the verb "may second".
 */
export const spelledSecondDay: TemporalParser = {
  kind: 'parser',
  name: 'spelled-second-day',
  locales: ['en'],
  pattern: () =>
    new RegExp(
      `${B}(?:(${MONTH_FULL})\\s+(?:${cueWords('spelled-second-day/the')}\\s+)?(?:(20)[\\s-]?)?(?:${cueWords('spelled-second-day/second')})|(?:${cueWords('spelled-second-day/the')})\\s+(?:(20)[\\s-]?)?(?:${cueWords('spelled-second-day/second')})\\s+(?:${cueWords('spelled-second-day/of')})\\s+(${MONTH_FULL}))(?![\\p{L}\\d-])(?!\\s+(?:${PERIOD_UNIT}|${cueWords('atom-builders/semestre')})(?![\\p{L}]))`,
      'gu',
    ),
  build: (match, context) => {
    const word = match[1] ?? match[4] ?? '';
    const month = monthOf(word);
    if (month === undefined) return undefined;
    // "we may second the motion": the month "May" before "second" is written with its capital.
    if (match[1] !== undefined && new RegExp(`^(?:${cueWords('spelled-second-day/may')})$`, 'u').test(word) && context.original(match.index, match.index + word.length) === word) return undefined;
    const node = { type: 'calendar-date' as const, month, day: match[2] !== undefined || match[3] !== undefined ? 22 : 2 };
    return validCalendar(node) ? { kind: 'day', day: node, priority: 5 } : undefined;
  },
  examples: {
    accept: [
      ['the recital is on June second', '2026-06-02'],
      ['payday falls on the second of July', '2026-07-02'],
      ['her birthday is March twenty-second', '2027-03-22'],
    ],
    reject: [['we may second the motion', '2027-05-02'], ['the June second quarter report', '2026-06-02'], ['sales in the June second half', '2026-06-02']],
  },
};
