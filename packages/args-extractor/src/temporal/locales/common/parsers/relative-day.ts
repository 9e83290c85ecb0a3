import { alternation } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { groupRelativeDays } from '../../../engine/group-relative-days';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** Days one away or today, with the part of the day they name: the lexicon's relative-day words, grouped by meaning. */
const relativeDayGroups = groupRelativeDays((days) => Math.abs(days) <= 1);
/** Each form's group: one alternation of every form, longest first, so "mañana temprano" wins over "mañana". */
const groupOfForm = new Map(relativeDayGroups.flatMap((group) => group.forms.map((form) => [form, group] as const)));

/** Relative days: "oggi", "tomorrow", "ieri", "stasera", "tonight", "domattina" (two days away: `two-days-away`). */
export const relativeDay: TemporalParser = {
  kind: 'parser',
  name: 'relative-day',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(${alternation(groupOfForm.keys())})${E}`, 'gu'),
  build: (match) => {
    const group = groupOfForm.get(match[1] ?? '');
    if (group === undefined) return undefined;
    const { days, part } = group;
    if (part === 'night') return { kind: 'node', node: { type: 'part', part: 'night' }, priority: 3 };
    const day: DayNode = { type: 'relative-day', days };
    return part === undefined ? { kind: 'day', day, priority: 3 } : { kind: 'part', day, part, standalone: true, priority: 3 };
  },
  examples: {
    accept: [
      ['pasado mañana', '2026-05-21'],
      ['oggi', '2026-05-19'],
      ['tomorrow', '2026-05-20'],
      ['mañana temprano voy al médico', '2026-05-20T06:00..2026-05-20T12:00'],
      ['dmn passo da te', '2026-05-20'],
      ['ti chiamo stasera tardi', '2026-05-19T22:00..2026-05-20T00:00'],
      ['we can talk late tonight', '2026-05-19T22:00..2026-05-20T00:00'],
      ['iersera siamo usciti a cena', '2026-05-18T18:00..2026-05-19T00:00'],
    ],
    reject: ['Pier Sera è il nuovo allenatore', ['stasera, tardi come sempre, passo io', '2026-05-19T22:00..2026-05-20T00:00'], ['tonight, late again, I cook', '2026-05-19T22:00..2026-05-20T00:00']],
  },
};
