import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { alternation, cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B } from '../../../engine/temporal-patterns';

const englishAbbreviations: Readonly<Record<string, number>> = dateWordsOfEveryLocale.find((words) => words.language === 'en')?.weekdayAbbreviations ?? {};
const ABBREVIATION = alternation(Object.keys(englishAbbreviations));
const nounToo = new RegExp(`^(?:${cueWords('weekday-abbreviation-after-for/noun')})$`, 'u');

/**
 * A weekday abbreviation after "for" that ends its clause names the day a thing is booked for, written lowercase too:
 * "book the vet for fri", "a table for sat?". One that is also a noun ("sun") only capitalised.
 */
export const weekdayAbbreviationAfterFor: TemporalParser = {
  kind: 'parser',
  name: 'weekday-abbreviation-after-for',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('weekday-abbreviation-after-for/for')})\\s+(${ABBREVIATION})(?=\\s*(?:[.?!,;]|$))`, 'gu'),
  build: (match, context) => {
    const word = match[1] ?? '';
    const weekday = englishAbbreviations[word];
    if (weekday === undefined) return undefined;
    const start = match.index + match[0].length - word.length;
    if (nounToo.test(word) && !/^\p{Lu}/u.test(context.original(start, start + word.length))) return undefined;
    return { kind: 'day', day: { type: 'weekday', weekday, modifier: 'none' }, priority: 2, skip: start - match.index };
  },
  examples: {
    accept: [
      ['can you get us a table for sat?', '2026-05-23'],
      ['move the dentist for wed', '2026-05-20'],
    ],
    reject: ['we need cream for sun', 'a table for sat down guests'],
  },
};
