import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { alternation, cueWords } from '../../../temporal-lexicon';
import type { WeekdayModifier } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

const englishAbbreviations: Readonly<Record<string, number>> = dateWordsOfEveryLocale.find((words) => words.language === 'en')?.weekdayAbbreviations ?? {};
const ABBREVIATION = alternation(Object.keys(englishAbbreviations));

/**
 * An English weekday abbreviation before the week it is in, as chat writes it: "thurs next week" (the Thursday of next
 * week, not this one), "wed of next week", "fri last week", "mon this week". The week decides the day, as it does for
 * the full name ("Thursday next week", the `weekday` rule). The end of a range ("mon-fri next week") is the range's.
 */
export const weekdayAbbreviationWeek: TemporalParser = {
  kind: 'parser',
  name: 'weekday-abbreviation-week',
  locales: ['en'],
  pattern: () => new RegExp(`(?<!(?:[-–—]|(?:^|\\s)(?:${cueWords('combine-temporal-atoms/al')}))\\s*)${B}(${ABBREVIATION})\\.?\\s+(${cueWords('weekday-abbreviation-week/next-week')})${E}`, 'gu'),
  build: (match) => {
    const weekday = englishAbbreviations[match[1] ?? ''];
    if (weekday === undefined) return undefined;
    const week = match[2] ?? '';
    const modifier: WeekdayModifier = new RegExp(`(?:${cueWords('weekday/next-week')})$`, 'u').test(week) ? 'next-week' : new RegExp(`(?:${cueWords('weekday/last-week')})$`, 'u').test(week) ? 'last-week' : 'this';
    return { kind: 'day', day: { type: 'weekday', weekday, modifier }, priority: 3 };
  },
  examples: {
    accept: [
      ['can we do tues next week', '2026-05-26'],
      ['wed of next week is free', '2026-05-27'],
      ['the fri last week was chaos', '2026-05-15'],
      ['mon this week was a holiday', '2026-05-18'],
    ],
    reject: [['tues next week', '2026-05-19'], ['fri last week', '2026-05-22'], ['wfh mon-fri next week', '2026-05-29'], ['on call mon to fri next week', '2026-05-29']],
  },
};
