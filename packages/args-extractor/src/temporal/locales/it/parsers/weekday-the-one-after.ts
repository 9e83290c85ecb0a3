import { cueWords, weekdayNames } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/**
 * "non questo sabato ma quello dopo", "non il venerdì, quello successivo": a weekday named only to be passed over; the
 * day meant is the same weekday a week later.
 */
export const weekdayTheOneAfter: TemporalParser = {
  kind: 'parser',
  name: 'weekday-the-one-after',
  locales: ['it'],
  pattern: () =>
    new RegExp(
      `${B}(?:${cueWords('weekday-the-one-after/non')})\\s+(?:(${cueWords('weekday-the-one-after/questo')})\\s+)?(${WEEKDAY_FULL})\\s*(?:${cueWords('weekday-the-one-after/ma')})?\\s*(?:${cueWords('weekday-the-one-after/quello-dopo')})${E}`,
      'gu',
    ),
  build: (match) => {
    const weekday = weekdayNames[match[2] ?? ''];
    if (weekday === undefined) return undefined;
    const modifier = new RegExp(`^(?:${cueWords('weekday/this')})$`, 'u').test(match[1] ?? '') ? 'this' : 'none';
    return { kind: 'day', day: { type: 'shifted-day', base: { type: 'weekday', weekday, modifier }, days: 7 }, priority: 5 };
  },
  examples: {
    accept: [
      ['non questo venerdì, quello successivo: ci vediamo allora', '2026-05-29'],
      ['non lunedì ma quello dopo', '2026-06-01'],
    ],
    reject: [
      ['non questo venerdì, ci vediamo dopo', '2026-05-29'],
      ['non lunedì ma martedì', '2026-06-01'],
    ],
  },
};
