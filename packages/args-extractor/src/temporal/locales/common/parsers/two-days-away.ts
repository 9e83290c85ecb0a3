import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** Days before and after, each with its days from today. */
const twoDaysWords: Array<[string, number]> = [
  ["the day after tomorrow|day after tomorrow|dopodomani|dopo domani|doman(?:i)? l'altro|domani dopo|overmorrow", 2],
  ["the day before yesterday|day before yesterday|l'altro ?ieri|altro ?ieri|avantieri|ieri l'altro|altroieri", -2],
];

/**
 * Two days away: "dopodomani", "the day after tomorrow", "l'altro ieri", "the day before yesterday". Its own rule, apart
 * from `relative-day`, so that "domani" inside "il giorno dopo domani" is still a day of its own for the shift.
 */
export const twoDaysAway: TemporalParser = {
  kind: 'parser',
  name: 'two-days-away',
  locales: ['it', 'en'],
  pattern: new RegExp(`${B}(?:(${twoDaysWords[0]?.[0]})|(${twoDaysWords[1]?.[0]}))${E}`, 'gu'),
  build: (match) => ({ kind: 'day', day: { type: 'relative-day', days: match[1] === undefined ? -2 : 2 }, priority: 3 }),
  examples: {
    accept: [
      ['dopodomani', '2026-05-21'],
      ['l\'altro ieri', '2026-05-17'],
    ],
    reject: [],
  },
};
