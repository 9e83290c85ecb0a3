import { alternation, cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';
import { saintFeasts } from '../../../engine/saint-feasts';


/**
 * A saint's feast named by the saint alone after "per", the preposition of when in Italian ("per Sant'Ambrogio gli
 * uffici sono chiusi", "per San Giovanni"): alone the name is usually a place or a church ("a San Giovanni", "il treno
 * per San Giovanni").
 */
export const saintFeastAfterPer: TemporalParser = {
  kind: 'parser',
  name: 'saint-feast-after-per',
  locales: ['it'],
  // Not after a way of going, where "per" names where to: "il treno per San Giovanni".
  pattern: () => new RegExp(`${B}(?<!(?:${cueWords('saint-feast-after-per/treno')})\\s+)(?:${cueWords('saint-feast-after-per/per')})\\s+(${alternation(saintFeasts.keys())})${E}`, 'gu'),
  build: (match) => {
    const holiday = saintFeasts.get(match[1] ?? '');
    return holiday === undefined ? undefined : { kind: 'day', day: { type: 'holiday', holiday }, priority: 5, skip: match[0].lastIndexOf(match[1] ?? '') };
  },
  examples: {
    accept: [['per Santa Lucia i bambini aspettano i doni', '2026-12-13']],
    reject: ['abito a San Giovanni.', 'prendo il treno per San Giovanni.', ['la chiesa di Sant\'Ambrogio', '2026-12-07']],
  },
};
