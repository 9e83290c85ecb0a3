import { cueWords, weekdayNames } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/**
 * A weekday denied and corrected to the one after it: "not this Friday, the one after" is a week after this Friday,
 * "not next Monday but the one after that" a week after next Monday.
 */
export const negatedWeekdayOneAfter: TemporalParser = {
  kind: 'parser',
  name: 'negated-weekday-one-after',
  locales: ['en'],
  pattern: () =>
    new RegExp(
      `${B}(?:${cueWords('negated-weekday-one-after/not')})\\s+(?:(${cueWords('negated-weekday-one-after/this')})\\s+)?(${WEEKDAY_FULL})\\s*[,;:\\u2013\\u2014-]*\\s*(?:(?:${cueWords('negated-weekday-one-after/but')})\\s+)?(?:${cueWords('negated-weekday-one-after/the-one-after')})${E}`,
      'gu',
    ),
  build: (match) => {
    const weekday = weekdayNames[match[2] ?? ''];
    if (weekday === undefined) return undefined;
    const modifier = match[1] === undefined ? 'none' : new RegExp(`^(?:${cueWords('negated-weekday-one-after/next')})$`, 'u').test(match[1]) ? 'next' : 'this';
    return { kind: 'day', day: { type: 'shifted-day', base: { type: 'weekday', weekday, modifier }, days: 7 }, priority: 6 };
  },
  examples: {
    accept: [
      ['not this Thursday, the one after', '2026-05-28'],
      ['we fly not next Monday but the one after that', '2026-06-01'],
    ],
    reject: [['this Thursday, not the one after', '2026-05-28']],
  },
};
