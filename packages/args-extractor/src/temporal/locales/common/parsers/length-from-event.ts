import { cueWords } from '../../../temporal-lexicon';
import { readDuration } from '../../../read-duration';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DURATION, MONTH_ANY, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/**
 * A length counted from an event, not from now: "within 14 days of receipt", "entro 14 giorni dal ricevimento",
 * "within 30 days after delivery" is a duration (the event's date is unknown), not a deadline 14 days from today. "within
 * 14 days" alone, or counted from a date ("entro 14 giorni da oggi", "within 2 days of May 20"), stays a deadline.
 */
export const lengthFromEvent: TemporalParser = {
  kind: 'parser',
  name: 'length-from-event',
  locales: ['it', 'en'],
  pattern: () => new RegExp(
    `${B}(?:${cueWords('length-from-event/within')})\\s+(${DURATION})(?=\\s+(?:${cueWords('length-from-event/of')})\\s+(?!(?:${cueWords('length-from-event/today')}|${MONTH_ANY}|${WEEKDAY_FULL})(?![\\p{L}]))\\p{L})`,
    'gu',
  ),
  build: (match) => {
    const duration = readDuration(match[1] ?? '');
    return duration === undefined ? undefined : { kind: 'node', node: { type: 'duration', duration }, priority: 7 };
  },
  examples: {
    accept: [
      ['refunds within 30 days after delivery', 'P30D'],
      ['va contestata entro 8 giorni dalla consegna', 'P8D'],
    ],
    reject: [['refunds within 30 days after delivery', '2026-05-19T14:05..2026-06-19T00:00'], ['entro 8 giorni da oggi', 'P8D'], ['within 30 days', 'P30D'], ['within 2 days of May 20', 'P2D']],
  },
};
