import { alternation, cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';
import { saintFeasts } from '../../../engine/saint-feasts';
import { isPatronFeastOf, patronCities } from '../../../engine/patron-cities';

let dwelling: RegExp | undefined;

/**
 * A saint named beside the city it is patron of is the city's feast: "a San Giovanni a Firenze si fanno i fuochi", "a
 * Bari, per San Nicola, c'è la processione" (the lexicon's `patronCities`). Not the saint's quarter, street or church
 * ("abito a San Giovanni a Firenze", "ho parcheggiato a San Giovanni a Firenze", "la chiesa di San Nicola a Bari"),
 * nor a saint of another city ("a San Giovanni a Milano").
 */
export const saintFeastInPatronCity: TemporalParser = {
  kind: 'parser',
  name: 'saint-feast-in-patron-city',
  locales: ['it'],
  pattern: () => {
    const saints = alternation(saintFeasts.keys());
    const cities = alternation([...patronCities.values()].flat());
    const a = cueWords('saint-feast-in-patron-city/a');
    return new RegExp(`(?<=${B}(?:${a})\\s+)(${saints})(?=\\s+(?:${a})\\s+(${cities})${E})|(?<=${B}(?:${a})\\s+(${cities}),?\\s+(?:${a})\\s+)(${saints})${E}`, 'gu');
  },
  build: (match) => {
    const holiday = saintFeasts.get(match[1] ?? match[4] ?? '');
    const city = match[2] ?? match[3] ?? '';
    if (holiday === undefined || !isPatronFeastOf(holiday, city)) return undefined;
    const before = match.input.slice(0, match.index).split(/[.;:!?,\n]/u).pop() ?? '';
    dwelling ??= new RegExp(`${B}(?:${cueWords('saint-feast-in-patron-city/abito')})${E}`, 'u');
    if (dwelling.test(before)) return undefined;
    return { kind: 'day', day: { type: 'holiday', holiday }, priority: 5, declared: true };
  },
  examples: {
    accept: [
      ['a San Giovanni a Firenze si fanno i fuochi', '2026-06-24', 'San Giovanni'],
      ["a Bari, per San Nicola, c'è la processione", '2026-12-06'],
      ["a Sant'Ambrogio a Milano chiudono le scuole", '2026-12-07'],
    ],
    reject: [
      ['abito a San Giovanni a Firenze', '2026-06-24'],
      ['la chiesa di San Nicola a Bari è bellissima', '2026-12-06'],
      ['a San Giovanni a Milano si fanno i fuochi', '2026-06-24'],
      ['ho parcheggiato a San Giovanni a Firenze', '2025-06-24'],
    ],
  },
};
