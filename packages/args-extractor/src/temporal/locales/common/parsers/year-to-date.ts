import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** Year-to-date and month-to-date. */
export const yearToDate: TemporalParser = {
  kind: 'parser',
  name: 'year-to-date',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('year-to-date/year-to-date')})${E}`, 'gu'),
  build: () => ({
    kind: 'node',
    node: { type: 'since', from: { type: 'day', day: { type: 'year-edge', edge: 'first', year: { yearShift: 0 } } }, looksBack: true },
    priority: 5,
  }),
  examples: {
    accept: [
      ['da inizio anno a oggi', '2026-01-01T00:00..2026-05-19T14:05'],
      ['year to date', '2026-01-01T00:00..2026-05-19T14:05'],
    ],
    reject: [],
  },
};
