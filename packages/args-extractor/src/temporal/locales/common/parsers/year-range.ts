import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, YEAR } from '../../../engine/temporal-patterns';

/** Ranges of years: "from 2010 to 2015", "dal 2019 al 2021", "2010-2015". */
export const yearRange: TemporalParser = {
  kind: 'parser',
  name: 'year-range',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('month-day-range/between')})\\s+)?(${YEAR})\\s*(?:-|${cueWords('year-range/to')})\\s*(${YEAR})${E}(?![.,/:-]?\\d)`, 'gu'),
  build: (match) => {
    const from = Number(match[2]);
    const to = Number(match[3]);
    if (to <= from || (match[1] === undefined && !/-/u.test(match[0]))) return undefined;
    return {
      kind: 'node',
      node: { type: 'range', from: { type: 'period', unit: 'year', shift: 0, year: { year: from } }, to: { type: 'period', unit: 'year', shift: 0, year: { year: to } } },
      priority: 5,
    };
  },
  examples: {
    accept: [
      ['from 2010 to 2015', '2010-01-01..2016-01-01'],
      ['dal 2019 al 2021', '2019-01-01..2022-01-01'],
    ],
    reject: [],
  },
};
