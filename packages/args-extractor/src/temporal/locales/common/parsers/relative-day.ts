import { alternation } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { groupRelativeDays } from '../../../engine/group-relative-days';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** Days one away or today, with the part of the day they name: the lexicon's relative-day words, grouped by meaning. */
const relativeDayGroups = groupRelativeDays((days) => Math.abs(days) <= 1);

/** Relative days: "oggi", "tomorrow", "ieri", "stasera", "tonight", "domattina" (two days away: `two-days-away`). */
export const relativeDay: TemporalParser = {
  kind: 'parser',
  name: 'relative-day',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(?:${relativeDayGroups.map((group) => `(${alternation(group.forms)})`).join('|')})${E}`, 'gu'),
  build: (match) => {
    const group = relativeDayGroups.find((_, index) => match[index + 1] !== undefined);
    if (group === undefined) return undefined;
    const { days, part } = group;
    if (part === 'night') return { kind: 'node', node: { type: 'part', part: 'night' }, priority: 3 };
    const day: DayNode = { type: 'relative-day', days };
    return part === undefined ? { kind: 'day', day, priority: 3 } : { kind: 'part', day, part, standalone: true, priority: 3 };
  },
  examples: {
    accept: [
      ['pasado mañana', '2026-05-21'],
      ['anteayer', '2026-05-17'],
      ['oggi', '2026-05-19'],
      ['tomorrow', '2026-05-20'],
    ],
    reject: [],
  },
};
