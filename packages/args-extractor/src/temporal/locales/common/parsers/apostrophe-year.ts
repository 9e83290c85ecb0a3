import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B } from '../../../engine/temporal-patterns';

/** A year written with an apostrophe after a preposition: "in '98", "nel '15", "since '09" (before 1950 read as 20xx); after a capitalised word in mid-sentence it ends a title ("Summer of '69"). */
export const apostropheYear: TemporalParser = {
  kind: 'parser',
  name: 'apostrophe-year',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('apostrophe-year/in')})\\s+'(\\d\\d)(?![\\p{L}\\d']|\\s*[-/]\\s*\\d)`, 'gu'),
  build: (match, context) => {
    // After a capitalised word in mid-sentence it ends a title: "Summer of '69".
    if (/[^.!?:;\s]\s+\p{Lu}[\p{L}']*\s+$/u.test(context.original(0, match.index) + ' ')) return undefined;
    const short = Number(match[1]);
    return { kind: 'node', node: { type: 'period', unit: 'year', shift: 0, year: { year: short < 50 ? 2000 + short : 1900 + short } }, priority: 3, skip: match[0].indexOf("'") };
  },
  examples: {
    accept: [
      ['in \'98', '1998-01-01..1999-01-01'],
      ['nel \'15', '2015-01-01..2016-01-01'],
    ],
    reject: [],
  },
};
