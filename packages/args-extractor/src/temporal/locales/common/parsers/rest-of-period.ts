import { cueWords } from '../../../temporal-lexicon';
import type { TemporalNode } from '../../../temporal-node';
import { periodUnitOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** The rest of the current day, week, month or year, from now to its end: "the rest of the week", "for the rest of today", "il resto della settimana", "per il resto della giornata". */
export const restOfPeriod: TemporalParser = {
  kind: 'parser',
  name: 'rest-of-period',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('rest-of-period/for')})?(?:${cueWords('rest-of-period/the-rest-of')})\\s+(?:(${cueWords('rest-of-period/today')})|(?:${cueWords('rest-of-period/the')})(?:\\s+|(?<=')\\s*)(${cueWords('rest-of-period/week')}))${E}`, 'gu'),
  build: (match) => {
    const unit = match[2] === undefined ? undefined : periodUnitOf(match[2]);
    const period: TemporalNode = unit === undefined ? { type: 'day', day: { type: 'relative-day', days: 0 } } : { type: 'period', unit, shift: 0 };
    return { kind: 'node', node: { type: 'until', to: period, exclusive: false }, priority: 5 };
  },
  examples: {
    accept: [
      ['block my calendar for the rest of the week', '2026-05-19T14:05..2026-05-25T00:00'],
      ['mute notifications for the rest of the day', '2026-05-19T14:05..2026-05-20T00:00'],
      ['the rest of this month is busy', '2026-05-19T14:05..2026-06-01T00:00'],
      ['il resto della settimana lavoro da casa', '2026-05-19T14:05..2026-05-25T00:00'],
      ["per il resto dell'anno", '2026-05-19T14:05..2027-01-01T00:00'],
      ['silenzia le notifiche per il resto della giornata', '2026-05-19T14:05..2026-05-20T00:00'],
    ],
    reject: [],
  },
};
