import { alternation, cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, holidayIds } from '../../../engine/temporal-patterns';

/** How far back the run-up to a holiday reaches: a month, as shops and offices plan it. */
const RUN_UP_DAYS = 30;

/**
 * The run-up to a holiday ("in the run-up to Christmas", "the lead-up to Easter"): **decided here**, the 30 days before
 * it, ending where the holiday starts (the holiday itself is not part of it).
 */
export const runUpToHoliday: TemporalParser = {
  kind: 'parser',
  name: 'run-up-to-holiday',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('run-up-to-holiday/run-up-to')})\\s+(${alternation(holidayIds.keys())})${E}`, 'gu'),
  build: (match) => {
    const holiday = holidayIds.get(match[1] ?? '');
    if (holiday === undefined) return undefined;
    const base: DayNode = { type: 'holiday', holiday };
    return {
      kind: 'node',
      node: { type: 'range', from: { type: 'day', day: { type: 'shifted-day', base, days: -RUN_UP_DAYS } }, to: { type: 'day', day: { type: 'shifted-day', base, days: -1 } } },
      priority: 6,
    };
  },
  examples: {
    accept: [
      ['overtime in the lead-up to Easter', '2027-02-26..2027-03-28'],
      ['the run up to Halloween', '2026-10-01..2026-10-31'],
    ],
    reject: [
      ['overtime in the lead-up to Easter', '2027-03-28'],
      ['the run up to the finish line', '2026-10-01..2026-10-31'],
    ],
  },
};
