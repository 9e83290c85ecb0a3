import { alternation, cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { E } from '../../../engine/temporal-patterns';
import { saintFeasts } from '../../../engine/saint-feasts';

/**
 * A saint before an office, a school or a shop said to be closed or open names the saint's feast, typed in lower case
 * too: "sant'ambrogio l'ufficio è chiuso?", "San Gennaro le scuole sono chiuse", "san petronio la banca apre?". The
 * place must be named between: "San Siro è chiuso per lavori" is the stadium; after a word of place the saint names the
 * place ("in zona San Marco la banca è aperta").
 */
export const saintFeastBeforeClosure: TemporalParser = {
  kind: 'parser',
  name: 'saint-feast-before-closure',
  locales: ['it'],
  pattern: () =>
    new RegExp(
      `(?<![\\p{L}\\d'])(?<!(?:^|\\s)(?:${cueWords('saint-feast-before-closure/in')})\\s+)(${alternation(saintFeasts.keys())})(?=\\s*,?\\s+(?:${cueWords('saint-feast-before-closure/ufficio')})\\s+(?:${cueWords('saint-feast-before-closure/chiuso')})${E})`,
      'gu',
    ),
  build: (match) => {
    const holiday = saintFeasts.get(match[1] ?? '');
    return holiday === undefined ? undefined : { kind: 'day', day: { type: 'holiday', holiday }, priority: 5, declared: true };
  },
  examples: {
    accept: [
      ['san petronio la banca apre?', '2026-10-04'],
      ['San Gennaro le scuole sono chiuse', '2026-09-19'],
    ],
    reject: ['San Siro è chiuso per lavori', 'in zona San Marco la banca è aperta'],
  },
};
