import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** End of the working day: "by EOD", "by close of business", "entro fine giornata". */
export const endOfWorkingDay: TemporalParser = {
  kind: 'parser',
  name: 'end-of-working-day',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('end-of-working-day/eod')})${E}`, 'gu'),
  build: () => ({ kind: 'day', day: { type: 'relative-day', days: 0 }, priority: 3 }),
  examples: {
    accept: [
      ['by EOD', '2026-05-19T14:05..2026-05-20T00:00'],
      ['entro fine giornata', '2026-05-19T14:05..2026-05-20T00:00'],
      ['send the draft by close of business.', '2026-05-19T14:05..2026-05-20T00:00'],
    ],
    reject: [],
  },
};
