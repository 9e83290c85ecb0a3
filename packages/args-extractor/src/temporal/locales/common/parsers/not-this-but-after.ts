import { cueWords, weekdayNames } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/**
 * A weekday turned down for the one after it: "not this friday, the friday after", "non questo venerdì ma quello dopo",
 * "no este viernes sino el siguiente" — the day a week after the weekday named (the first is no date of the request).
 */
export const notThisButAfter: TemporalParser = {
  kind: 'parser',
  name: 'not-this-but-after',
  locales: ['it', 'en', 'es'],
  pattern: () =>
    new RegExp(
      `${B}(?:${cueWords('not-this-but-after/not')})\\s+(?:(${cueWords('not-this-but-after/this')})\\s+)?(${WEEKDAY_FULL})\\s*,?\\s*(?:(?:${cueWords('not-this-but-after/but')})\\s+)?(?:(?:${cueWords('not-this-but-after/the')})\\s+(${WEEKDAY_FULL})\\s+(?:${cueWords('not-this-but-after/after')})|(?:${cueWords('not-this-but-after/the-one-after')}))${E}`,
      'gu',
    ),
  build: (match) => {
    const weekday = weekdayNames[match[2] ?? ''];
    if (weekday === undefined || (match[3] !== undefined && weekdayNames[match[3]] !== weekday)) return undefined;
    return { kind: 'day', day: { type: 'shifted-day', base: { type: 'weekday', weekday, modifier: match[1] === undefined ? 'none' : 'this' }, days: 7 }, priority: 5 };
  },
  examples: {
    accept: [
      ['not this friday, the friday after', '2026-05-29'],
      ['non questo venerdì ma quello dopo', '2026-05-29'],
      ['non questa domenica ma quella dopo', '2026-05-31'],
      ['no este viernes sino el siguiente', '2026-05-29'],
    ],
    reject: [['not this friday, the friday after', '2026-05-22'], ['not friday, the monday after', '2026-05-29']],
  },
};
