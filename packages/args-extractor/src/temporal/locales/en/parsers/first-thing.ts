import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/**
 * "First thing" as the start of a morning: "first thing tomorrow", "first thing on Monday", "first thing in the
 * morning" (the morning, 09:00 for a date-time). Not "the first thing to do", where it counts things.
 */
export const firstThing: TemporalParser = {
  kind: 'parser',
  name: 'first-thing',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?<!(?:${cueWords('first-thing/the')})\\s+)(?:${cueWords('first-thing/first-thing')})(?:\\s+(${cueWords('first-thing/in-the-morning')}))?${E}(?=\\s*(?:$|[.,;:!?]|(?:${cueWords('first-thing/then')}|${WEEKDAY_FULL})${E}))`, 'gu'),
  build: () => ({ kind: 'part', part: 'morning', standalone: true, priority: 3 }),
  examples: {
    accept: [
      ['send me the report first thing tomorrow.', '2026-05-20T06:00..2026-05-20T12:00'],
      ['call the bank first thing Monday.', '2026-05-25T06:00..2026-05-25T12:00'],
      ['do it first thing in the morning!', '2026-05-20T06:00..2026-05-20T12:00'],
    ],
    reject: ['the first thing to do is call Anna.', 'first thing I noticed was the smell.', ['that was the first thing, tomorrow we rest', '2026-05-20T06:00..2026-05-20T12:00']],
  },
};
