import { alternation, cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, holidayIds, MONTH_ABBR, MONTH_FULL, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/** "la settimana del 1 giugno", "the week of June 1", "the week of the 8th", "week commencing 8 June", "la settimana di Ferragosto": the week containing a day. */
export const weekOfDay: TemporalParser = {
  kind: 'parser',
  name: 'week-of-day',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:(?:${cueWords('week-of-day/la')})\\s+)?(?:${cueWords('nth-week-of-month/settimana')})\\s+(?:${cueWords('week-of-day/del')})(?=\\s*(?:(?:${cueWords('week-of-day/la')})\\s+)?\\d|\\s*(?:${WEEKDAY_FULL}|${MONTH_FULL}|${MONTH_ABBR}|${alternation(holidayIds.keys())})(?![\\p{L}]))`, 'gu'),
  build: () => ({ kind: 'node', node: { type: 'period', unit: 'week', shift: 0, containing: { type: 'relative-day', days: 0 } }, lead: 'week-of', priority: 1 }),
  examples: {
    accept: [
      ['la settimana del 1 giugno', '2026-06-01..2026-06-08'],
      ['the week of June 1', '2026-06-01..2026-06-08'],
      ["I'm off the week of the 8th", '2026-06-08..2026-06-15'],
      ['rota for the week commencing 8 June', '2026-06-08..2026-06-15'],
      ['la settimana di Ferragosto siamo chiusi', '2026-08-10..2026-08-17'],
    ],
    reject: [],
  },
};
