import { cueWords, weekdayNames } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/**
 * The British offset from a day: "a week on Thursday" (a week after the coming Thursday), "a fortnight today", "a week
 * tomorrow", "two weeks on Friday", and back from a past day: "a week last Tuesday" (a week before last Tuesday), "a
 * week yesterday". A frequency is not an offset ("once a week on Thursday", "three days a week on Monday"), nor is a stay
 * ("booked for a week on Saturday": a week from Saturday).
 */
export const weekFromDay: TemporalParser = {
  kind: 'parser',
  name: 'week-from-day',
  locales: ['en'],
  pattern: () =>
    new RegExp(
      `${B}(?<!(?:${cueWords('week-from-day/once')})\\s+)(${cueWords('week-from-day/a')}|[1-4])\\s+(${cueWords('week-from-day/week')})\\s+(?:(${cueWords('week-from-day/on')})\\s+)?(?:(${cueWords('week-from-day/last')})\\s+)?(${WEEKDAY_FULL}|${cueWords('week-from-day/today')}|${cueWords('week-from-day/tomorrow')}|${cueWords('week-from-day/yesterday')})${E}`,
      'gu',
    ),
  build: (match) => {
    const count = /^\d$/u.test(match[1] ?? '') ? Number(match[1]) : 1;
    const weeks = count * (new RegExp(`^(?:${cueWords('week-from-day/fortnight')})$`, 'u').test(match[2] ?? '') ? 2 : 1);
    const last = match[4] !== undefined;
    const word = match[5] ?? '';
    const weekday = weekdayNames[word];
    if (weekday !== undefined) {
      // "a week on last Tuesday" is not English; "on" goes with a day ahead.
      if (last && match[3] !== undefined) return undefined;
      return { kind: 'day', day: { type: 'shifted-day', base: { type: 'weekday', weekday, modifier: last ? 'last' : 'none' }, days: (last ? -7 : 7) * weeks }, priority: 6 };
    }
    if (last) return undefined;
    const yesterday = new RegExp(`^(?:${cueWords('week-from-day/yesterday')})$`, 'u').test(word);
    const days = yesterday ? -1 : new RegExp(`^(?:${cueWords('week-from-day/tomorrow')})$`, 'u').test(word) ? 1 : 0;
    return { kind: 'day', day: { type: 'shifted-day', base: { type: 'relative-day', days }, days: (yesterday ? -7 : 7) * weeks }, priority: 6 };
  },
  examples: {
    accept: [
      ['the plumber comes back a week on Monday', '2026-06-01'],
      ['my sister visits a fortnight tomorrow', '2026-06-03'],
      ['the lease ends two weeks on Saturday', '2026-06-06'],
      ['shall we say a week today?', '2026-05-26'],
      ['the parcel went missing a week last Friday', '2026-05-08'],
      ['the fence blew down a week yesterday', '2026-05-11'],
    ],
    reject: [
      ['we swim once a week on Monday', '2026-06-01'],
      ['the cottage is booked for a week on Saturday', '2026-05-30'],
      ['she works three days a week on Friday shifts', '2026-05-29'],
      ['I spent a week on Monday.com tutorials', '2026-06-01'],
    ],
  },
};
