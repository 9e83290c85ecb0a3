import type { DatePatternKey } from '@metnos/lexicon/internal';
import { cueWords } from '../../../temporal-lexicon';
import type { TemporalNode } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** The decade each group of words names, in the twentieth century ("the eighties" are 1980-1989). */
const decades: ReadonlyArray<readonly [DatePatternKey, number]> = [
  ['decade-word/twenties', 1920],
  ['decade-word/thirties', 1930],
  ['decade-word/forties', 1940],
  ['decade-word/fifties', 1950],
  ['decade-word/sixties', 1960],
  ['decade-word/seventies', 1970],
  ['decade-word/eighties', 1980],
  ['decade-word/nineties', 1990],
];

/**
 * A decade written as a word after a preposition and "the": "in the eighties", "since the nineties", "during the
 * sixties" (as the years it spans). Without a preposition "the sixties" is as often an age or a genre.
 */
export const decadeWord: TemporalParser = {
  kind: 'parser',
  name: 'decade-word',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('decade/in')})\\s+(?:${cueWords('decade/the')})\\s+(?:${decades.map(([key]) => `(${cueWords(key)})`).join('|')})${E}`, 'gu'),
  build: (match) => {
    const first = decades[match.slice(1).findIndex((word) => word !== undefined)]?.[1];
    if (first === undefined) return undefined;
    const year = (value: number): TemporalNode => ({ type: 'period', unit: 'year', shift: 0, year: { year: value } });
    return { kind: 'node', node: { type: 'range', from: year(first), to: year(first + 9) }, priority: 4 };
  },
  examples: {
    accept: [
      ['we lived in Milan in the eighties', '1980-01-01..1990-01-01'],
      ['prices have doubled since the nineties', '1990-01-01..2000-01-01'],
    ],
    reject: ['she is in her sixties'],
  },
};
