import { cueWords, weekdayAbbreviations, weekdayNames } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';

let tomorrow: RegExp | undefined;
let yesterday: RegExp | undefined;
let am: RegExp | undefined;
import { B, WEEKDAY_ABBR, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/**
 * A day with a bare "am" or "pm" and no clock (chat and calendar shorthand): "tomorrow a.m." is tomorrow morning,
 * "Weds pm" Wednesday afternoon. Not "am" as the verb ("Friday am I free?"), "pm" as one ("pm me"), nor "PM" as a
 * title before a name ("Monday PM Starmer spoke"), nor "am" before "going" ("tomorrow am going to the gym").
 */
export const dayMeridiemPart: TemporalParser = {
  kind: 'parser',
  name: 'day-meridiem-part',
  locales: ['en'],
  pattern: () =>
    new RegExp(
      `${B}(${WEEKDAY_FULL}|${WEEKDAY_ABBR}|${cueWords('week-from-day/today')}|${cueWords('week-from-day/tomorrow')}|${cueWords('week-from-day/yesterday')})\\.?\\s+(${cueWords('day-meridiem-part/am')}|${cueWords('day-meridiem-part/pm')})(?![\\p{L}\\d])(?!\\s*[:.]?\\d)(?!\\s+(?:${cueWords('day-meridiem-part/subject')})(?![\\p{L}]))`,
      'gu',
    ),
  build: (match, context) => {
    // "Today PM Modi visited": before a capitalised name, "PM" is a title, no afternoon.
    const end = context.original(0, match.index + match[0].length).length;
    if (/^\s+\p{Lu}\p{Ll}/u.test(context.originalText.slice(end))) return undefined;
    const word = match[1] ?? '';
    const weekday = weekdayNames[word] ?? weekdayAbbreviations[word];
    tomorrow ??= new RegExp(`^(?:${cueWords('week-from-day/tomorrow')})$`, 'u');
    yesterday ??= new RegExp(`^(?:${cueWords('week-from-day/yesterday')})$`, 'u');
    const days = tomorrow.test(word) ? 1 : yesterday.test(word) ? -1 : 0;
    const day: DayNode = weekday === undefined ? { type: 'relative-day', days } : { type: 'weekday', weekday, modifier: 'none' };
    am ??= new RegExp(`^(?:${cueWords('day-meridiem-part/am')})$`, 'u');
    const part = am.test(match[2] ?? '') ? 'morning' : 'afternoon';
    return { kind: 'node', node: { type: 'day', day, part }, priority: 6 };
  },
  examples: {
    accept: [
      ['can you do thurs a.m.?', '2026-05-21T06:00..2026-05-21T12:00'],
      ['the plumber comes tomorrow pm', '2026-05-20T12:00..2026-05-20T18:00'],
    ],
    reject: [
      ['Friday am I free?', '2026-05-22T06:00..2026-05-22T12:00'],
      ['tomorrow pm me the address', '2026-05-20T12:00..2026-05-20T18:00'],
      ['Monday PM Starmer spoke in Leeds', '2026-05-18T12:00..2026-05-18T18:00'],
      ['tomorrow am going to the gym', '2026-05-20T06:00..2026-05-20T12:00'],
    ],
  },
};
