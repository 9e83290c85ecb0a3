import { cueWords, monthNames } from '../../../temporal-lexicon';
import { yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, MONTH_FULL, YEAR } from '../../../engine/temporal-patterns';

/** Beginning, middle and end of a month or year: "fine mese", "the end of the year", "inizio giugno", "mid-March". */
export const monthOrYearEdge: TemporalParser = {
  kind: 'parser',
  name: 'month-or-year-edge',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('month-or-year-edge/l')})?(${cueWords('month-or-year-edge/inizio')})(?:\\s+|-)(?:${cueWords('month-or-year-edge/del')})?(?:${cueWords('temporal-patterns/the')})?(?:(${cueWords('month-or-year-edge/questo')})\\s+)?(${cueWords('month-or-year-edge/mese')}|${MONTH_FULL})(?:\\s+(${YEAR}|${cueWords('month-or-year-edge/prossimo')}))?${E}`, 'gu'),
  build: (match) => {
    // The English article "a" ("a mid-year review") is no part of the date: left out, an Italian "a" before it stays a
    // preposition the words before complete ("da qui a fine mese", "fino a fine anno").
    const lead = match[0].slice(0, match[0].indexOf(match[1] ?? ''));
    const skip = new RegExp(`^(?:${cueWords('month-or-year-edge/a')})\\s*$`, 'u').test(lead) ? lead.length : 0;
    const edge = new RegExp(`(?:${cueWords('month-or-year-edge/inizio-2')})`, 'u').test(match[1] ?? '') ? 'first' : new RegExp(`(?:${cueWords('month-or-year-edge/fine')})`, 'u').test(match[1] ?? '') ? 'last' : 'middle';
    const modifier = match[2] ?? match[4] ?? '';
    const shift = new RegExp(`(?:${cueWords('day-month/prossimo-3')})`, 'u').test(modifier) ? 1 : new RegExp(`(?:${cueWords('month-or-year-edge/scorso')})`, 'u').test(modifier) ? -1 : 0;
    const unit = match[3] ?? '';
    if (unit === 'anno' || unit === 'year') {
      if (edge === 'middle') return undefined;
      return { kind: 'day', day: { type: 'year-edge', edge, year: { yearShift: shift } }, priority: 4, ...(skip > 0 ? { skip } : {}) };
    }
    if (unit === 'mese' || unit === 'month') return { kind: 'day', day: { type: 'month-edge', edge, month: { monthShift: shift } }, priority: 4, ...(skip > 0 ? { skip } : {}) };
    const month = monthNames[unit];
    if (month === undefined) return undefined;
    const year = yearOf(match[4]);
    return { kind: 'day', day: { type: 'month-edge', edge, month: year === undefined ? { month } : { month, year } }, priority: 4, ...(skip > 0 ? { skip } : {}) };
  },
  examples: {
    accept: [
      ['fine mese', '2026-05-31'],
      ['the end of the year', '2026-12-31'],
      ['da qui a fine anno niente ferie', '2026-05-19T14:05..2027-01-01T00:00'],
    ],
    reject: [],
  },
};
