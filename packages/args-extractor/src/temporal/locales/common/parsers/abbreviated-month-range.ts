import { monthOf } from '../../../engine/atom-builders';
import type { TemporalNode } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, MONTH_ANY, YEAR } from '../../../engine/temporal-patterns';

/**
 * Two months joined by a dash, abbreviated or not, with an optional year: "Jan–Mar 2027", "Jan-Mar", "Oct - Dec 2026",
 * "gen-mar": the months from the first through the second (an abbreviation alone is read only next to a day, a year
 * or, here, another month).
 */
export const abbreviatedMonthRange: TemporalParser = {
  kind: 'parser',
  name: 'abbreviated-month-range',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(${MONTH_ANY})\\s*[-–—]\\s*(${MONTH_ANY})(?:,?\\s+(${YEAR}))?${E}(?![-/.]\\d)`, 'gu'),
  build: (match) => {
    const first = monthOf(match[1] ?? '');
    const second = monthOf(match[2] ?? '');
    if (first === undefined || second === undefined || first === second) return undefined;
    const year = match[3] === undefined ? undefined : Number(match[3]);
    const month = (number: number, shift: number): TemporalNode => ({ type: 'period', unit: 'month', shift: 0, month: year === undefined ? { month: number } : { month: number, year: year + shift } });
    // "Nov–Feb 2027": the year written is the end's; the start falls the year before.
    return { kind: 'node', node: { type: 'range', from: month(first, first > second ? -1 : 0), to: month(second, 0) }, priority: 4 };
  },
  examples: {
    accept: [
      ['the Jan–Mar 2027 figures', '2027-01-01..2027-04-01'],
      ['roadmap for Oct - Dec 2026', '2026-10-01..2027-01-01'],
      ['i dati di gen-mar 2027', '2027-01-01..2027-04-01'],
    ],
    reject: [['the Jan–Mar 2027 figures', '2027-03-01..2027-04-01']],
  },
};
