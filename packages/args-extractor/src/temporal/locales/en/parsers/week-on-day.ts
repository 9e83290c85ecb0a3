import { alternation, cueWords, weekdayNames } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { groupRelativeDays } from '../../../engine/group-relative-days';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/** Today's and tomorrow's words (no part of the day) to their day count. */
const dayOfForm = new Map(groupRelativeDays((days) => days === 0 || days === 1).filter((group) => group.part === undefined).flatMap((group) => group.forms.map((form) => [form, group.days] as const)));

/**
 * The British "a week today", "a week tomorrow", "a week on Friday", "a week Friday": that day a week later. Not "for a
 * week on Friday" (a stay that starts on Friday).
 */
export const weekOnDay: TemporalParser = {
  kind: 'parser',
  name: 'week-on-day',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?<!(?:${cueWords('week-on-day/for')})\\s)(?:${cueWords('week-on-day/a-week')})\\s+(?:(?:${cueWords('week-on-day/on')})\\s+)?(${alternation(dayOfForm.keys())}|${WEEKDAY_FULL})${E}`, 'gu'),
  build: (match) => {
    const word = match[1] ?? '';
    const days = dayOfForm.get(word);
    const weekday = weekdayNames[word];
    const base: DayNode | undefined = days !== undefined ? { type: 'relative-day', days } : weekday !== undefined ? { type: 'weekday', weekday, modifier: 'none' } : undefined;
    return base === undefined ? undefined : { kind: 'day', day: { type: 'shifted-day', base, days: 7 }, priority: 5 };
  },
  examples: {
    accept: [
      ["let's do a week today", '2026-05-26'],
      ['the vote is a week on Friday', '2026-05-29'],
      ['see you a week tomorrow', '2026-05-27'],
    ],
    reject: [['we are away for a week on Friday', '2026-05-29']],
  },
};
