import { alternation, cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { E } from '../../../engine/temporal-patterns';
import { saintFeasts } from '../../../engine/saint-feasts';


/**
 * A saint named alone is usually a place or a church ("abito a San Giovanni"); it is the saint's feast when the clause
 * says it is a feast ("a Bologna San Petronio è festivo", "Santa Lucia porta i regali") or when "A <saint>" opens the
 * sentence and no place follows ("A San Martino si apre la botte", not "A San Martino di Castrozza si scia", "A San
 * Marco ci sono i piccioni").
 */
export const saintFeastInClause: TemporalParser = {
  kind: 'parser',
  name: 'saint-feast-in-clause',
  locales: ['it'],
  pattern: () => {
    const saints = alternation(saintFeasts.keys());
    const feastAfter = `(${saints})(?=\\s+(?:[\\p{L}']+\\s+){0,2}(?:${cueWords('saint-feast-in-clause/festa')})${E})`;
    const sentenceStart = `(?<=(?:^|[.!?]\\s+)(?:${cueWords('saint-feast-in-clause/a')})\\s+)(${saints})(?=\\s+(?!(?:${cueWords('saint-feast-in-clause/place-after')})${E})\\p{L})`;
    return new RegExp(`(?<![\\p{L}\\d'])(?:${feastAfter}|${sentenceStart})${E}`, 'gu');
  },
  build: (match, context) => {
    const holiday = saintFeasts.get(match[1] ?? match[2] ?? '');
    if (holiday === undefined) return undefined;
    // A capitalised word after the name continues a place's name: "A San Giovanni Rotondo c'è il santuario".
    if (match[2] !== undefined && /^\s+\p{Lu}/u.test(context.originalText.slice(context.original(0, match.index + match[0].length).length))) return undefined;
    // Said to be a feast: no name, even after a capitalised place ("a Bologna San Petronio è festivo").
    return { kind: 'day', day: { type: 'holiday', holiday }, priority: 5, ...(match[1] === undefined ? {} : { declared: true }) };
  },
  examples: {
    accept: [
      ['a Milano Sant\'Ambrogio è festa e le scuole restano chiuse', '2026-12-07'],
      ['a Napoli San Gennaro si festeggia con la processione', '2026-09-19'],
      ['San Nicola porta i doni ai bambini di Bari', '2026-12-06'],
      ['A San Gennaro si aspetta il miracolo del sangue', '2026-09-19'],
    ],
    reject: [
      ['A San Martino di Castrozza si scia anche a maggio.', '2026-11-11'],
      'abito a San Giovanni, vicino alla basilica',
      'A San Marco ci sono troppi turisti.',
      "A San Giovanni Rotondo c'è il santuario.",
      'San Gennaro è il santo più amato di Napoli.',
    ],
  },
};
