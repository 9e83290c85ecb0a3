import { alternation, cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, holidayIds } from '../../../engine/temporal-patterns';

/**
 * The seven days before or after a holiday: "the week before Christmas" (18 to 24 December), "the week after Easter"
 * (Easter Monday to the next Sunday). Not "a week before Christmas", which is one day.
 */
export const weekBesideHoliday: TemporalParser = {
  kind: 'parser',
  name: 'week-beside-holiday',
  locales: ['en'],
  pattern: new RegExp(`${B}(?:${cueWords('week-beside-holiday/the-week')})\\s+(${cueWords('week-beside-holiday/before')}|${cueWords('week-beside-holiday/after')})\\s+(${alternation(holidayIds.keys())})${E}`, 'gu'),
  build: (match) => {
    const holiday = holidayIds.get(match[2] ?? '');
    if (holiday === undefined) return undefined;
    const base: DayNode = { type: 'holiday', holiday };
    const before = new RegExp(`^(?:${cueWords('week-beside-holiday/before')})$`, 'u').test(match[1] ?? '');
    const from: DayNode = { type: 'shifted-day', base, days: before ? -7 : 1 };
    const to: DayNode = { type: 'shifted-day', base, days: before ? -1 : 7 };
    return { kind: 'node', node: { type: 'range', from: { type: 'day', day: from }, to: { type: 'day', day: to } }, priority: 7 };
  },
  examples: {
    accept: [
      ['the shop is packed the week before Christmas.', '2026-12-18..2026-12-25'],
      ['we go skiing the week after Easter.', '2027-03-29..2027-04-05'],
    ],
    reject: [['the shop is packed the week before Christmas.', '2026-05-19T14:05..2026-12-25T00:00']],
  },
};
