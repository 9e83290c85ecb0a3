import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { alternation, cueWords, weekdayNames } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

const relativeDays = new Map((dateWordsOfEveryLocale.find((words) => words.language === 'en')?.relativeDays ?? [])
  .filter((entry) => entry.part === undefined && Math.abs(entry.days) <= 1)
  .flatMap((entry) => entry.forms.map((form) => [form, entry.days] as const)));
const DAY = `${alternation(relativeDays.keys())}|${WEEKDAY_FULL}`;
const EOD = cueWords('end-of-working-day/eod');

/** The end of the working day of a named day: "EOD Friday", "by COB tomorrow", "Friday EOD", "end of day on Monday" (that day, not today). */
export const endOfDayOfDay: TemporalParser = {
  kind: 'parser',
  name: 'end-of-day-of-day',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:(?:${EOD})\\s+(?:(?:${cueWords('end-of-day-of-day/on')})\\s+)?(${DAY})|(${DAY})\\s+(?:${EOD}))${E}`, 'gu'),
  build: (match) => {
    const word = match[1] ?? match[2] ?? '';
    const days = relativeDays.get(word);
    const weekday = weekdayNames[word];
    const day: DayNode | undefined = days !== undefined ? { type: 'relative-day', days } : weekday !== undefined ? { type: 'weekday', weekday, modifier: 'none' } : undefined;
    return day === undefined ? undefined : { kind: 'day', day, priority: 6 };
  },
  examples: {
    accept: [
      ['send the deck by EOD Friday.', '2026-05-22'],
      ['I need it Friday EOD.', '2026-05-22'],
      ['by COB tomorrow, please', '2026-05-20'],
    ],
    reject: [['send the deck by EOD Friday.', '2026-05-19'], ['I need it Friday EOD.', '2026-05-19']],
  },
};
