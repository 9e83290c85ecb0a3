import { alternation, cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, holidayIds } from '../../../engine/temporal-patterns';

/**
 * The seven days before or after a holiday: "the week before Christmas" (18 to 24 December), "the week after Easter"
 * (Easter Monday to the next Sunday), "la settimana prima di Natale"; and the weekend before or after one: "the weekend
 * before Thanksgiving", "il weekend dopo Ferragosto". Not "a week before Christmas", which is one day.
 */
export const weekBesideHoliday: TemporalParser = {
  kind: 'parser',
  name: 'week-beside-holiday',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('week-beside-holiday/the-week')}|(${cueWords('week-beside-holiday/weekend')}))\\s+(${cueWords('week-beside-holiday/before')}|${cueWords('week-beside-holiday/after')})\\s+(${alternation(holidayIds.keys())})${E}`, 'gu'),
  build: (match) => {
    const holiday = holidayIds.get(match[3] ?? '');
    if (holiday === undefined) return undefined;
    const base: DayNode = { type: 'holiday', holiday };
    const before = new RegExp(`^(?:${cueWords('week-beside-holiday/before')})$`, 'u').test(match[2] ?? '');
    if (match[1] !== undefined) {
      // The Saturday and Sunday before (or after) the holiday.
      const saturday: DayNode = { type: 'weekday-from', base, weekday: 6, sign: before ? -1 : 1 };
      return { kind: 'node', node: { type: 'range', from: { type: 'day', day: saturday }, to: { type: 'day', day: { type: 'shifted-day', base: saturday, days: 1 } } }, priority: 7 };
    }
    const from: DayNode = { type: 'shifted-day', base, days: before ? -7 : 1 };
    const to: DayNode = { type: 'shifted-day', base, days: before ? -1 : 7 };
    return { kind: 'node', node: { type: 'range', from: { type: 'day', day: from }, to: { type: 'day', day: to } }, priority: 7 };
  },
  examples: {
    accept: [
      ['the shop is packed the week before Christmas.', '2026-12-18..2026-12-25'],
      ['we go skiing the week after Easter.', '2027-03-29..2027-04-05'],
      ['we drive up the weekend before Thanksgiving', '2026-11-21..2026-11-23'],
      ['la settimana prima di Natale il negozio è pieno', '2026-12-18..2026-12-25'],
      ['il weekend dopo Ferragosto', '2026-08-22..2026-08-24'],
    ],
    reject: [['the shop is packed the week before Christmas.', '2026-05-19T14:05..2026-12-25T00:00']],
  },
};
