import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { alternation, cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

const spanishAbbreviations: Readonly<Record<string, number>> = dateWordsOfEveryLocale.find((words) => words.language === 'es')?.weekdayAbbreviations ?? {};
const ABBREVIATION = alternation(Object.keys(spanishAbbreviations));
const sea = new RegExp(`^(?:${cueWords('spanish-weekday-abbreviation/mar')})$`, 'u');

/**
 * A Spanish weekday abbreviation after "el": "nos vemos el mié a las 5", "el vie. cerramos", "hasta el lun.". "el mar"
 * is the sea: "mar" is a Tuesday only with its dot before more text.
 */
export const spanishWeekdayAbbreviation: TemporalParser = {
  kind: 'parser',
  name: 'spanish-weekday-abbreviation',
  locales: ['es'],
  pattern: () => new RegExp(`${B}(?:${cueWords('spanish-weekday-abbreviation/el')})\\s+(${ABBREVIATION})${E}(\\.(?=\\s*\\S))?(?![-'’]|\\.?\\s*\\d)`, 'gu'),
  build: (match) => {
    const word = match[1] ?? '';
    const weekday = spanishAbbreviations[word];
    if (weekday === undefined) return undefined;
    if (sea.test(word) && match[2] === undefined) return undefined;
    return { kind: 'day', day: { type: 'weekday', weekday, modifier: 'none' }, priority: 2, skip: match[0].indexOf(word) };
  },
  examples: {
    accept: [
      ['nos vemos el mié a las 5', '2026-05-20T05:00'],
      ['el vie. cerramos pronto', '2026-05-22'],
      ['hasta el lun. no vuelvo', '2026-05-19T14:05..2026-05-26T00:00'],
    ],
    reject: ['nos bañamos en el mar', 'el mar estaba en calma'],
  },
};
