import { cueWords } from '../../../temporal-lexicon';
import type { TemporalNode } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** Decades: "the 1990s", "in the '90s" (a two-digit decade needs a preposition: "the 80s rock playlist" is a genre), "gli anni '90", "negli anni Novanta" (normalised "anni 90"), as a range of years. */
export const decade: TemporalParser = {
  kind: 'parser',
  name: 'decade',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:(?:${cueWords('decade/in')})\\s+(?:${cueWords('decade/the')})\\s+'?(\\d0)'?(?:${cueWords('detect-tense/s')})|(?:${cueWords('temporal-patterns/the')})?(19|20)(\\d0)'?(?:${cueWords('detect-tense/s')})|(?:${cueWords('decade/gli')})\\s+(?:${cueWords('decade/anni')})\\s+'?((?:19|20)?\\d0))${E}`, 'gu'),
  build: (match) => {
    const digits = match[1] ?? (match[2] === undefined ? undefined : `${match[2]}${match[3]}`) ?? match[4] ?? '';
    const short = Number(digits);
    const first = digits.length === 4 ? short : short >= 20 ? 1900 + short : 2000 + short;
    const year = (value: number): TemporalNode => ({ type: 'period', unit: 'year', shift: 0, year: { year: value } });
    return { kind: 'node', node: { type: 'range', from: year(first), to: year(first + 9) }, priority: 4 };
  },
  examples: {
    accept: [
      ['the 1990s', '1990-01-01..2000-01-01'],
      ['in the \'90s', '1990-01-01..2000-01-01'],
    ],
    reject: [],
  },
};
