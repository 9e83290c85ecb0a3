import { cueWords, partWords, weekdayNames } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, PARTS, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/**
 * "Early" or "late" before a day and its part narrows the part: "late on Friday afternoon" and "late Friday afternoon"
 * are Friday's late afternoon, "early tomorrow morning" tomorrow's early morning.
 */
export const edgeOfDayPart: TemporalParser = {
  kind: 'parser',
  name: 'edge-of-day-part',
  locales: ['en'],
  pattern: () =>
    new RegExp(
      `${B}(${cueWords('edge-of-day-part/late')})\\s+(?:(?:${cueWords('edge-of-day-part/on')})\\s+)?(${WEEKDAY_FULL}|${cueWords('week-from-day/today')}|${cueWords('week-from-day/tomorrow')}|${cueWords('week-from-day/yesterday')})\\s+(${PARTS})${E}`,
      'gu',
    ),
  build: (match) => {
    const part = partWords[`${match[1] ?? ''} ${match[3] ?? ''}`];
    if (part === undefined) return undefined;
    const word = match[2] ?? '';
    const weekday = weekdayNames[word];
    const days = new RegExp(`^(?:${cueWords('week-from-day/tomorrow')})$`, 'u').test(word) ? 1 : new RegExp(`^(?:${cueWords('week-from-day/yesterday')})$`, 'u').test(word) ? -1 : 0;
    const day: DayNode = weekday === undefined ? { type: 'relative-day', days } : { type: 'weekday', weekday, modifier: 'none' };
    return { kind: 'node', node: { type: 'day', day, part }, priority: 6 };
  },
  examples: {
    accept: [
      ['the courier will ring late on Thursday afternoon', '2026-05-21T16:00..2026-05-21T18:00'],
      ['we leave early tomorrow morning', '2026-05-20T06:00..2026-05-20T09:00'],
    ],
    reject: [
      ['the courier will ring late on Thursday afternoon', '2026-05-21T12:00..2026-05-21T18:00'],
      ['late Thursday night shifts are paid more', '2026-05-21T16:00..2026-05-21T18:00'],
    ],
  },
};
