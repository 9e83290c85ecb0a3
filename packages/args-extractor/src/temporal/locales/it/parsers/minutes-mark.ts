import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B } from '../../../engine/temporal-patterns';

/**
 * Minutes written with a prime after a word of a length of time, as recipes and match reports do: "Tempo di cottura
 * 12'", "durata 90'", "riposo 30′". Elsewhere the mark is feet or a quote ("una tavola di 12'").
 */
export const minutesMark: TemporalParser = {
  kind: 'parser',
  name: 'minutes-mark',
  locales: ['it'],
  pattern: () => new RegExp(`${B}(?:${cueWords('minutes-mark/cottura')})[\\s:]+(\\d{1,3})\\s?['′’](?![\\p{L}\\d'′’])`, 'gu'),
  build: (match) => ({ kind: 'node', node: { type: 'duration', duration: { minute: Number(match[1]) } }, priority: 5 }),
  examples: {
    accept: [['Durata: 95\'', 'PT95M'], ['lievitazione 40′ poi in forno', 'PT40M']],
    reject: ['una tavola lunga 12\'', ['cottura 12\'\'', 'PT12M']],
  },
};
