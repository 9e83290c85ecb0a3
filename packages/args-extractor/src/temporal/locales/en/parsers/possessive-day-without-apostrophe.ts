import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { groupRelativeDays } from '../../../engine/group-relative-days';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

const groupOfForm = new Map(groupRelativeDays((days) => Math.abs(days) <= 1).flatMap((group) => group.forms.map((form) => [form, group] as const)));

/**
 * A relative day's possessive typed without its apostrophe, before what it owns: "todays schedule", "yesterdays meeting
 * notes", "tonights plan", "tomorrows forecast" (read as "today's", "yesterday's"). A plural "s" of these words is no
 * other word, so a noun after is all it needs (not "of": "all our yesterdays of old"), unless the noun makes it the present
 * age ("in todays world", "todays youth").
 */
export const possessiveDayWithoutApostrophe: TemporalParser = {
  kind: 'parser',
  name: 'possessive-day-without-apostrophe',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(${cueWords('possessive-day-without-apostrophe/today')})(?:${cueWords('possessive-day-without-apostrophe/s')})(?=\\s+(?!(?:${cueWords('possessive-day-without-apostrophe/of')}|${cueWords('possessive-day-without-apostrophe/world')})${E})\\p{L})`, 'gu'),
  build: (match) => {
    const group = groupOfForm.get(match[1] ?? '');
    if (group === undefined) return undefined;
    const day: DayNode = { type: 'relative-day', days: group.days };
    return group.part === undefined ? { kind: 'day', day, priority: 3 } : { kind: 'part', day, part: group.part, standalone: true, priority: 3 };
  },
  examples: {
    accept: [
      ['whats on todays agenda', '2026-05-19'],
      ['pull up yesterdays sales figures', '2026-05-18'],
      ['tomorrows forecast pls', '2026-05-20'],
      ['tonights game is on channel 4', '2026-05-19T18:00..2026-05-20T00:00'],
    ],
    reject: [
      ['todays', '2026-05-19'],
      ['the yesterdays of our lives were kind', '2026-05-18'],
      ['in todays world nobody writes letters', '2026-05-19'],
      ['todays youth live online', '2026-05-19'],
    ],
  },
};
