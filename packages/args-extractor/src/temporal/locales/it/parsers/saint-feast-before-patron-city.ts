import { alternation, cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';
import { saintFeasts } from '../../../engine/saint-feasts';
import { isPatronFeastOf, patronCities } from '../../../engine/patron-cities';


/**
 * A saint's feast after "per" with the city it is patron of as the subject right after it: "per San Gennaro Napoli è in
 * festa" (the lexicon's `patronCities`). The capitalised city after the saint is no sign of a place name ("Sant'Agata
 * de' Goti") when it is the saint's own city; another city leaves the name a place.
 */
export const saintFeastBeforePatronCity: TemporalParser = {
  kind: 'parser',
  name: 'saint-feast-before-patron-city',
  locales: ['it'],
  pattern: () => new RegExp(`${B}(?:${cueWords('saint-feast-after-per/per')})\\s+(${alternation(saintFeasts.keys())})(?=\\s+(${alternation([...patronCities.values()].flat())})${E})`, 'gu'),
  build: (match) => {
    const holiday = saintFeasts.get(match[1] ?? '');
    if (holiday === undefined || !isPatronFeastOf(holiday, match[2] ?? '')) return undefined;
    return { kind: 'day', day: { type: 'holiday', holiday }, priority: 6, skip: match[0].lastIndexOf(match[1] ?? ''), declared: true };
  },
  examples: {
    accept: [['per San Gennaro Napoli è in festa', '2026-09-19']],
    reject: [['per San Gennaro Milano è in festa', '2026-09-19']],
  },
};
