import { cueWords, weekdayNames } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/**
 * "tra due venerdì", "fra tre sabati": counted in Italian as weekdays to come, the n-th coming such weekday (the next
 * one is the first), so "tra due venerdì" is the Friday after the coming one.
 */
export const countedWeekdayAhead: TemporalParser = {
  kind: 'parser',
  name: 'counted-weekday-ahead',
  locales: ['it'],
  pattern: () =>
    new RegExp(
      `${B}(?:${cueWords('counted-weekday-ahead/tra')})\\s+([2-9])\\s+(${WEEKDAY_FULL}|${cueWords('counted-weekday-ahead/sabati')}|${cueWords('counted-weekday-ahead/domeniche')})${E}`,
      'gu',
    ),
  build: (match) => {
    const written = match[2] ?? '';
    const weekday = weekdayNames[written]
      ?? (new RegExp(`^(?:${cueWords('counted-weekday-ahead/sabati')})$`, 'u').test(written) ? 6 : new RegExp(`^(?:${cueWords('counted-weekday-ahead/domeniche')})$`, 'u').test(written) ? 0 : undefined);
    if (weekday === undefined) return undefined;
    const count = Number(match[1]);
    return { kind: 'day', day: { type: 'shifted-day', base: { type: 'weekday', weekday, modifier: 'coming' }, days: 7 * (count - 1) }, priority: 5 };
  },
  examples: {
    accept: [
      ['fra due lunedì riapre la palestra', '2026-06-01'],
      ['tra tre sabati finisce il campionato', '2026-06-06'],
    ],
    reject: [
      ['fra due giorni riapre la palestra', '2026-06-01'],
      ['tra lunedì e venerdì riapre la palestra', '2026-06-01'],
    ],
  },
};
