import { alternation, cueWords, weekdayNames } from '../../../temporal-lexicon';
import { groupRelativeDays } from '../../../engine/group-relative-days';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { E } from '../../../engine/temporal-patterns';

const DAY_WORD = alternation([...groupRelativeDays((days) => Math.abs(days) <= 1).flatMap((group) => group.forms), ...Object.keys(weekdayNames)]);

/**
 * A clock written with a dot right after a day word, as notes and chat write it: "tomorrow 10.30 coffee with jess",
 * "domani 9.15 dentista", "friday 18.45 train". After a day a dotted number names its time, not a price or a decimal;
 * not before a unit or a currency ("tomorrow 10.30 euros"). The day and the time join as they do for "tomorrow 10:30".
 */
export const dottedClockAfterDay: TemporalParser = {
  kind: 'parser',
  name: 'dotted-clock-after-day',
  locales: ['it', 'en'],
  pattern: () =>
    new RegExp(
      `(?<=(?:^|[^\\p{L}])(?:${DAY_WORD})\\s+)([01]?\\d|2[0-3])\\.([0-5]\\d)${E}(?![.,]\\d)(?!\\s*(?:%|€|\\$|£|${cueWords('four-digit-clock/euro')}|${cueWords('dotted-clock-after-day/euros')})(?![\\p{L}]))`,
      'gu',
    ),
  build: (match) => timeAtom({ hour: Number(match[1]), minute: Number(match[2]), fixed: true }, undefined, undefined, 4),
  examples: {
    accept: [
      ['domani 9.15 dentista', '2026-05-20T09:15'],
      ['friday 18.45 train to leeds', '2026-05-22T18:45'],
      ['tomorrow 7.05 gym', '2026-05-20T07:05'],
    ],
    reject: [['tomorrow 10.30 euros for the tickets', '2026-05-20T10:30'], ['oggi 3.50 euro di resto', '2026-05-19T03:50'], ['version 10.30 is out', '10:30']],
  },
};
