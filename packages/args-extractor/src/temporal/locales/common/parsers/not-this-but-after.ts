import { cueWords, weekdayNames } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/**
 * A weekday turned down for the one after it: "not this friday, the friday after", "non questo venerdì ma quello dopo",
 * "no este viernes sino el siguiente", "not this Thursday, the one after", "non questo lunedì, quello della settimana dopo" — the day a week after the weekday named (the
 * first is no date of the request); "not next Monday but the one after that" is a week after next Monday.
 */
export const notThisButAfter: TemporalParser = {
  kind: 'parser',
  name: 'not-this-but-after',
  locales: ['it', 'en', 'es'],
  pattern: () =>
    new RegExp(
      `${B}(?:${cueWords('not-this-but-after/not')})\\s+(?:(${cueWords('not-this-but-after/this')})\\s+)?(${WEEKDAY_FULL})\\s*[,;:\\u2013\\u2014-]*\\s*(?:(?:${cueWords('not-this-but-after/but')})\\s+)?(?:(?:${cueWords('not-this-but-after/the')})\\s+(${WEEKDAY_FULL})\\s+(?:${cueWords('not-this-but-after/after')})|(?:${cueWords('not-this-but-after/the-one-after')}))${E}`,
      'gu',
    ),
  build: (match) => {
    const weekday = weekdayNames[match[2] ?? ''];
    if (weekday === undefined || (match[3] !== undefined && weekdayNames[match[3]] !== weekday)) return undefined;
    // "non questo lunedì" said on a Tuesday turns down the coming Monday, not the one gone: "this" reads as the weekday alone.
    const modifier = match[1] !== undefined && new RegExp(`^(?:${cueWords('not-this-but-after/next')})$`, 'u').test(match[1]) ? 'next' : 'none';
    return { kind: 'day', day: { type: 'shifted-day', base: { type: 'weekday', weekday, modifier }, days: 7 }, priority: 6 };
  },
  examples: {
    accept: [
      ['not this friday, the friday after', '2026-05-29'],
      ['non questo venerdì ma quello dopo', '2026-05-29'],
      ['non questa domenica ma quella dopo', '2026-05-31'],
      ['no este viernes sino el siguiente', '2026-05-29'],
      ['not this Thursday, the one after', '2026-05-28'],
      ['we fly not next Monday but the one after that', '2026-06-01'],
      ['non questo lunedì, quello della settimana successiva', '2026-06-01'],
      ['non questa domenica: quella della settimana dopo', '2026-05-31'],
    ],
    reject: [
      ['not this friday, the friday after', '2026-05-22'],
      ['not friday, the monday after', '2026-05-29'],
      ['this Thursday, not the one after', '2026-05-28'],
      ['non questo lunedì, quello della settimana successiva', '2026-05-25'],
      ['non questo lunedì, quello della settimana successiva', '2026-05-18'],
    ],
  },
};
