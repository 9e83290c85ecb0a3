import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

const SPLIT_YEAR = `((?:19|20)\\d\\d)\\s?[/\\-\u2013\u2014]\\s?((?:19|20)?\\d\\d)`;

/**
 * A tax or financial year written as the two calendar years it spans ("the 2026/27 tax year", "tax year 2026-27", "the
 * 2026–27 financial year"). **Decided here**: a "tax year" is the UK's, 6 April to 5 April; a "financial year" or
 * "income year" written over two years is Australia's, 1 July to 30 June (the form is theirs; a US federal fiscal year
 * is named by one year, "FY2027", read as the calendar year by `fiscal-year-code`). The second year must follow the first.
 */
export const splitTaxYear: TemporalParser = {
  kind: 'parser',
  name: 'split-tax-year',
  locales: ['en'],
  pattern: () => {
    const cue = `(${cueWords('split-tax-year/tax-year')})|(${cueWords('split-tax-year/financial-year')})`;
    return new RegExp(`${B}(?:${SPLIT_YEAR}\\s+(?:${cue})|(?:${cue})\\s+(?:(?:${cueWords('split-tax-year/of')})\\s+)?${SPLIT_YEAR})${E}`, 'gu');
  },
  build: (match) => {
    const first = Number(match[1] ?? match[7]);
    const written = match[2] ?? match[8] ?? '';
    const second = written.length === 2 ? Math.floor(first / 100) * 100 + Number(written) : Number(written);
    if (second !== first + 1) return undefined;
    const tax = match[3] !== undefined || match[5] !== undefined;
    const [month, day] = tax ? [4, 6] : [7, 1];
    const [endMonth, endDay] = tax ? [4, 5] : [6, 30];
    return {
      kind: 'node',
      node: {
        type: 'range',
        from: { type: 'day', day: { type: 'calendar-date', month, day, year: first } },
        to: { type: 'day', day: { type: 'calendar-date', month: endMonth, day: endDay, year: second } },
      },
      priority: 7,
    };
  },
  examples: {
    accept: [
      ['my self assessment for the 2025/26 tax year', '2025-04-06..2026-04-06'],
      ['tax year 2027-28 allowances', '2027-04-06..2028-04-06'],
      ['the 2024\u201325 financial year report', '2024-07-01..2025-07-01'],
      ['income year 2026/2027', '2026-07-01..2027-07-01'],
    ],
    reject: [
      ['the 2026/28 tax year', '2026-04-06..2028-04-06'],
      ['the 2026/27 season', '2026-07-01..2027-07-01'],
      ['tax year 2026', '2026-04-06..2027-04-06'],
    ],
  },
};
