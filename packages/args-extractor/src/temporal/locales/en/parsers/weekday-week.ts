import { cueWords, weekdayNames } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/**
 * The British "Monday week", "Friday week", "(this) coming Monday week": a week after the coming such weekday; "tomorrow
 * week", "today week": a week after tomorrow, after today.
 */
export const weekdayWeek: TemporalParser = {
  kind: 'parser',
  name: 'weekday-week',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:(?:${cueWords('weekday/this-coming-2')})\\s+)?(${WEEKDAY_FULL}|${cueWords('week-from-day/tomorrow')}|${cueWords('week-from-day/today')})\\s+(?:${cueWords('weekday-week/week')})${E}(?!\\s*(?:\\d|(?:${cueWords('weekday-week/then')})${E}))`, 'gu'),
  build: (match) => {
    const word = match[1] ?? '';
    if (new RegExp(`^(?:${cueWords('week-from-day/tomorrow')})$`, 'u').test(word)) return { kind: 'day', day: { type: 'shifted-day', base: { type: 'relative-day', days: 1 }, days: 7 }, priority: 5 };
    if (new RegExp(`^(?:${cueWords('week-from-day/today')})$`, 'u').test(word)) return { kind: 'day', day: { type: 'shifted-day', base: { type: 'relative-day', days: 0 }, days: 7 }, priority: 5 };
    const weekday = weekdayNames[word];
    if (weekday === undefined) return undefined;
    return { kind: 'day', day: { type: 'shifted-day', base: { type: 'weekday', weekday, modifier: 'none' }, days: 7 }, priority: 5 };
  },
  examples: {
    accept: [
      ['the builders start on Monday week.', '2026-06-01'],
      ['can we meet Tuesday week?', '2026-06-02'],
      ['the plumber is coming Monday week', '2026-06-01'],
      ['the new sofa arrives tomorrow week', '2026-05-27'],
      ['her exam is today week', '2026-05-26'],
    ],
    reject: [['the builders start on Monday week.', '2026-05-25'], ['Monday week 3 of the course', '2026-06-01'], ['Friday week of the festival', '2026-06-05'], ['the plumber is coming Monday week', '2026-05-25'], ['the new sofa arrives tomorrow week', '2026-05-20'], ['tomorrow weekly reports are due', '2026-05-27'], ['today week 2 of the course starts', '2026-05-26']],
  },
};
