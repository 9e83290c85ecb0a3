import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, MERIDIEM } from '../../../engine/temporal-patterns';

/** A range from noon to an afternoon hour: "from noon to 3", "between midday and 2:30", "noon-4pm" (the hour after noon is pm). */
export const noonToHour: TemporalParser = {
  kind: 'parser',
  name: 'noon-to-hour',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('noon-to-hour/from')})\\s+)?(?:${cueWords('noon-to-hour/noon')})(?:\\s*-\\s*|\\s+(?:${cueWords('noon-to-hour/to')})\\s+)(1[01]|0?[1-9])(?:[:.]([0-5]\\d))?${E}(?:\\s*(${MERIDIEM}))?(?![.:,]?\\d)`, 'gu'),
  build: (match) => {
    const meridiem = match[4];
    // "noon to 3 am" runs through the night: not a range this rule reads.
    if (meridiem !== undefined && new RegExp(`^(?:${cueWords('noon-to-hour/am')})$`, 'u').test(meridiem)) return undefined;
    const to = { hour: Number(match[2]) + 12, minute: Number(match[3] ?? 0), fixed: true };
    return {
      kind: 'node',
      node: { type: 'range', from: { type: 'time', time: { hour: 12, minute: 0, fixed: true } }, to: { type: 'time', time: to } },
      priority: 6,
      ...(match[1] === undefined ? {} : { lead: match[1] }),
    };
  },
  examples: {
    accept: [
      ['the shop is shut from noon to 3 today', '2026-05-19T12:00..2026-05-19T15:00'],
      ['lunch break between midday and 1:30 tomorrow', '2026-05-20T12:00..2026-05-20T13:30'],
    ],
    reject: [['the shop is shut from noon to 3 today', '12:00'], ['noon to 3 am is the night shift.', '2026-05-20T12:00..2026-05-20T15:00']],
  },
};
