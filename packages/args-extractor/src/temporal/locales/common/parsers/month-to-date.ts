import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** Month to date: "month to date", "MTD", "da inizio mese", "dall'inizio del mese". */
export const monthToDate: TemporalParser = {
  kind: 'parser',
  name: 'month-to-date',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('month-to-date/month-to-date')})${E}`, 'gu'),
  build: () => ({
    kind: 'node',
    node: { type: 'since', from: { type: 'day', day: { type: 'month-edge', edge: 'first', month: { monthShift: 0 } } }, looksBack: true },
    priority: 5,
  }),
  examples: {
    accept: [
      ['month to date', '2026-05-01T00:00..2026-05-19T14:05'],
      ['mtd', '2026-05-01'],
    ],
    reject: [],
  },
};
