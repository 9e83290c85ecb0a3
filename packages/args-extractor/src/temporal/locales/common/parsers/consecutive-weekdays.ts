import { cueWords, weekdayNames } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/**
 * Two weekdays in a row joined by "and": one span of both days ("sabato e domenica sono a Rimini", "I'm off Thursday
 * and Friday", "el sábado y domingo"). Days that do not follow each other stay two days ("lunedì e mercoledì"); a habit
 * ("ogni sabato e domenica", "il sabato e domenica", "every Saturday and Sunday") is no span.
 */
export const consecutiveWeekdays: TemporalParser = {
  kind: 'parser',
  name: 'consecutive-weekdays',
  locales: ['it', 'en', 'es'],
  pattern: () =>
    new RegExp(
      `${B}(?<!(?:${cueWords('consecutive-weekdays/every')})\\s+)(${WEEKDAY_FULL})\\s+(?:${cueWords('consecutive-weekdays/e')})\\s+(${WEEKDAY_FULL})${E}`,
      'gu',
    ),
  build: (match) => {
    const first = weekdayNames[match[1] ?? ''];
    const second = weekdayNames[match[2] ?? ''];
    if (first === undefined || second === undefined || (first + 1) % 7 !== second) return undefined;
    const day = { type: 'weekday' as const, weekday: first, modifier: 'none' as const };
    return { kind: 'node', node: { type: 'range', from: { type: 'day', day }, to: { type: 'day', day: { type: 'shifted-day', base: day, days: 1 } } }, priority: 3 };
  },
  examples: {
    accept: [
      ['venerdì e sabato sono in trasferta', '2026-05-22..2026-05-24'],
      ["I'm off Thursday and Friday", '2026-05-21..2026-05-23'],
      ['el sábado y domingo cerramos', '2026-05-23..2026-05-25'],
    ],
    reject: [
      ['lunedì e mercoledì ho yoga', '2026-05-25..2026-05-28'],
      ['ogni sabato e domenica apriamo alle dieci', '2026-05-23..2026-05-25'],
      ['every Saturday and Sunday we open at ten', '2026-05-23..2026-05-25'],
    ],
  },
};
