import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * "the bank holiday weekend", "over the bank-holiday long weekend": **decided here**, the coming weekend with the
 * Monday after it (British bank holidays that make a weekend long fall on Mondays), Saturday to Monday.
 */
export const bankHolidayWeekend: TemporalParser = {
  kind: 'parser',
  name: 'bank-holiday-weekend',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('bank-holiday-weekend/bank-holiday')})\\s+(?:${cueWords('bank-holiday-weekend/weekend')})${E}`, 'gu'),
  build: () => {
    const saturday: DayNode = { type: 'weekday', weekday: 6, modifier: 'coming' };
    return { kind: 'node', node: { type: 'range', from: { type: 'day', day: saturday }, to: { type: 'day', day: { type: 'shifted-day', base: saturday, days: 2 } } }, priority: 7 };
  },
  examples: {
    accept: [
      ['the pool is shut over the bank holiday long weekend', '2026-05-23..2026-05-26'],
      ['Bank holiday weekend plans?', '2026-05-23..2026-05-26'],
    ],
    reject: [['the pool is shut over the bank holiday long weekend', '2026-05-23..2026-05-25'], 'bank holiday opening hours'],
  },
};
