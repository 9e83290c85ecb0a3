import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * "Labour Day weekend", "the Labour Day long weekend", "Labor Day long weekend": **decided here**, the weekend of the first Monday of September
 * (Canada's Labour Day, the US Labor Day), Saturday to the Monday, a date asked of it the Monday. "Labour Day" alone
 * stays 1 May (the international one), which falls on any weekday and has no weekend of its own; Australia's Labour
 * Days differ by state and are not read.
 */
export const labourDayWeekend: TemporalParser = {
  kind: 'parser',
  name: 'labour-day-weekend',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('labour-day-weekend/labour-day')})\\s+(?:${cueWords('labour-day-weekend/weekend')})${E}`, 'gu'),
  build: () => {
    const base: DayNode = { type: 'holiday', holiday: 'labor-day' };
    return { kind: 'node', node: { type: 'range', from: { type: 'day', day: { type: 'shifted-day', base, days: -2 } }, to: { type: 'day', day: base }, anchor: 'end' }, priority: 7 };
  },
  examples: {
    accept: [
      ['cottage trip over the Labour Day long weekend', '2026-09-05..2026-09-08'],
      ["Labour Day weekend sale", '2026-09-05..2026-09-08'],
    ],
    reject: [
      ['cottage trip over the Labour Day long weekend', '2027-05-01'],
      ['Labour Day parade', '2026-09-05..2026-09-08'],
    ],
  },
};
