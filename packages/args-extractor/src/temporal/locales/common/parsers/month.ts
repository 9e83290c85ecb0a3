import { cueWords, monthNames } from '../../../temporal-lexicon';
import type { DayNode, MonthReference, TemporalNode } from '../../../temporal-node';
import { looksLikeProperName, yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, MONTH_FULL, YEAR } from '../../../engine/temporal-patterns';

/** Months: "marzo", "a settembre", "gennaio 2013", "October 2014", "giugno prossimo", "May of last year", "the month of July". */
export const month: TemporalParser = {
  kind: 'parser',
  name: 'month',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('month/di')})\\s+)?(${MONTH_FULL})(?![\\p{L}\\d])(?:\\s*(?:${cueWords('month/del')})?(${YEAR})${E})?(?:\\s+(${cueWords('month/prossimo')}))?`, 'gu'),
  build: (match, context) => {
    const lead = match[1];
    const word = match[2] ?? '';
    const month = monthNames[word];
    if (month === undefined) return undefined;
    const year = yearOf(match[3]);
    const after = match[4] ?? '';
    const nameStart = match.index + match[0].indexOf(word, (lead ?? '').length);
    const strongLead = lead !== undefined && new RegExp(`^(?:${cueWords('month/this-past')})$`, 'u').test(lead);
    if (!strongLead && year === undefined && after === '' && looksLikeProperName(context, nameStart, nameStart + word.length, match.input)) return undefined;
    if ((word === 'may' || word === 'march') && lead === undefined && year === undefined && after === '' && !/^[A-Z]/u.test(context.original(nameStart, nameStart + word.length))) return undefined;
    if ((word === 'may' || word === 'march') && lead === undefined && year === undefined && after === '' && new RegExp(`^\\s*(?:${cueWords('month/i')})\\b`, 'u').test(match.input.slice(match.index + match[0].length))) return undefined;
    let reference: MonthReference = { month };
    if (year !== undefined) reference = { month, year };
    else if (new RegExp(`(?:${cueWords('month/next-year')})`, 'u').test(after)) reference = { month, yearShift: 1 };
    else if (new RegExp(`(?:${cueWords('month/last-year')})`, 'u').test(after)) reference = { month, yearShift: -1 };
    else if (new RegExp(`(?:${cueWords('month/this-year')})`, 'u').test(after)) reference = { month, yearShift: 0 };
    else if (new RegExp(`(?:${cueWords('month/prossimo-2')})`, 'u').test(after) || new RegExp(`^(?:${cueWords('month/next')})$`, 'u').test(lead ?? '')) reference = { month, modifier: 'next' };
    else if (new RegExp(`(?:${cueWords('month/scorso')})`, 'u').test(after) || new RegExp(`^(?:${cueWords('month/last')})$`, 'u').test(lead ?? '')) reference = { month, modifier: 'last' };
    else if (lead === 'this' || lead === 'questo') reference = { month, yearShift: 0 };
    const node: TemporalNode = { type: 'period', unit: 'month', shift: 0, month: reference };
    if (lead === 'early' || lead === 'late') {
      const first: DayNode = { type: 'month-edge', edge: 'first', month: reference };
      const from: DayNode = lead === 'early' ? first : { type: 'shifted-day', base: first, days: 20 };
      const to: DayNode = lead === 'early' ? { type: 'shifted-day', base: first, days: 9 } : { type: 'month-edge', edge: 'last', month: reference };
      return { kind: 'node', node: { type: 'range', from: { type: 'day', day: from }, to: { type: 'day', day: to } }, priority: 3 };
    }
    const keepsLead = lead !== undefined && new RegExp(`^(?:${cueWords('month/this-past-2')})$`, 'u').test(lead);
    return { kind: 'node', node, priority: 3, ...(keepsLead ? {} : { skip: nameStart - match.index }) };
  },
  examples: {
    accept: [
      ['marzo', '2027-03-01..2027-04-01'],
      ['a settembre', '2026-09-01..2026-10-01'],
    ],
    reject: [],
  },
};
