import type { DayNode, PartOfDay } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** Relative day words, each with its days from today and the part of the day it names, if any. */
const relativeDayWords: Array<[string, number, PartOfDay?]> = [
  ["oggi stesso|quest'oggi|in data odierna|data odierna|in giornata|oggi|today|tdy", 0],
  ['domani|tomorrow|tmrw|tmr|tomorow|tommorow|tommorrow', 1],
  ['ieri|yesterday|yday', -1],
  ['stamattina|stamani|stamane|sta mattina', 0, 'morning'],
  ['stasera|sta sera|tonight|tonite|2nite', 0, 'evening'],
  ['stanotte|sta notte', 0, 'night'],
  ['domattina', 1, 'morning'],
];

/** Relative days: "oggi", "tomorrow", "ieri", "stasera", "tonight", "domattina" (two days away: `two-days-away`). */
export const relativeDay: TemporalParser = {
  kind: 'parser',
  name: 'relative-day',
  locales: ['it', 'en'],
  pattern: new RegExp(`${B}(?:${relativeDayWords.map(([words]) => `(${words})`).join('|')})${E}`, 'gu'),
  build: (match) => {
    const index = relativeDayWords.findIndex((_, group) => match[group + 1] !== undefined);
    const [, days, part] = relativeDayWords[index] ?? [];
    if (days === undefined) return undefined;
    if (part === 'night') return { kind: 'node', node: { type: 'part', part: 'night' }, priority: 3 };
    const day: DayNode = { type: 'relative-day', days };
    return part === undefined ? { kind: 'day', day, priority: 3 } : { kind: 'part', day, part, standalone: true, priority: 3 };
  },
  examples: {
    accept: [
      ['oggi', '2026-05-19'],
      ['tomorrow', '2026-05-20'],
    ],
    reject: [],
  },
};
