import { alternation, cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';
import { saintFeasts } from '../../../engine/saint-feasts';

let eveSaint: RegExp | undefined;

/**
 * The night of a saint's feast: "la notte di San Lorenzo" (10 August, 22:00 to 06:00, the falling stars). Where custom
 * keeps the eve's night ("la notte di San Giovanni", 23 to 24 June: the lexicon's `night-of-saint/eve`), the night
 * before the feast.
 */
export const nightOfSaint: TemporalParser = {
  kind: 'parser',
  name: 'night-of-saint',
  locales: ['it'],
  pattern: () => new RegExp(`${B}(?:${cueWords('night-of-saint/notte')})\\s+(${alternation(saintFeasts.keys())})${E}`, 'gu'),
  build: (match) => {
    const saint = match[1] ?? '';
    const holiday = saintFeasts.get(saint);
    if (holiday === undefined) return undefined;
    const feast: DayNode = { type: 'holiday', holiday };
    eveSaint ??= new RegExp(`^(?:${cueWords('night-of-saint/eve')})$`, 'u');
    const eve = eveSaint.test(saint);
    return { kind: 'node', node: { type: 'day', day: eve ? { type: 'shifted-day', base: feast, days: -1 } : feast, part: 'night' }, priority: 6, declared: true };
  },
  examples: {
    accept: [
      ['la notte di San Lorenzo guardiamo le stelle cadenti', '2026-08-10T22:00..2026-08-11T06:00'],
      ['la notte di San Giovanni si raccolgono le erbe', '2026-06-23T22:00..2026-06-24T06:00'],
    ],
    reject: [
      ['la notte di San Giovanni si raccolgono le erbe', '2026-06-24T22:00..2026-06-25T06:00'],
      ['la notte di Sanremo è lunga', '2026-08-10T22:00..2026-08-11T06:00'],
    ],
  },
};
