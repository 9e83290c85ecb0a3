import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { alternation, cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { E } from '../../../engine/temporal-patterns';

const englishAbbreviations: Readonly<Record<string, number>> = dateWordsOfEveryLocale.find((words) => words.language === 'en')?.weekdayAbbreviations ?? {};
const ABBREVIATION = alternation(Object.keys(englishAbbreviations));
let determiner: RegExp | undefined;

/**
 * A lowercase English weekday abbreviation that ends an agenda note of one to four words: "football practice sat",
 * "dentist thurs", "gym tues?". The convention: a note with a determiner, a pronoun or an auxiliary is a sentence, whose
 * "sat" or "wed" is a verb ("the cat sat", "we sat there", "they got wed"), and so is one whose word before the
 * abbreviation is capitalised (a name: "Tom sat"). A bare plural subject ("kids sat") reads as a note too.
 */
export const weekdayAbbreviationAfterNoun: TemporalParser = {
  kind: 'parser',
  name: 'weekday-abbreviation-after-noun',
  locales: ['en'],
  pattern: () => new RegExp(`(?<=(?:^|[\\n;])\\s*)((?:[\\p{L}][\\p{L}'-]*\\s+){1,4})(${ABBREVIATION})${E}(?=\\s*[?!.]*\\s*(?:$|\\n))`, 'gu'),
  build: (match, context) => {
    const words = (match[1] ?? '').trim().split(/\s+/u);
    const isDeterminer = (determiner ??= new RegExp(`^(?:${cueWords('weekday-abbreviation-after-noun/the')})$`, 'u'));
    if (words.some((word) => isDeterminer.test(word))) return undefined;
    const weekday = englishAbbreviations[match[2] ?? ''];
    if (weekday === undefined) return undefined;
    const start = (match[1] ?? '').length;
    const before = context.original(match.index, match.index + start).trim().split(/\s+/u).pop() ?? '';
    const written = context.original(match.index + start, match.index + match[0].length);
    if (/\p{Lu}/u.test(before) || /\p{Lu}/u.test(written)) return undefined;
    return { kind: 'day', day: { type: 'weekday', weekday, modifier: 'none' }, priority: 1, skip: start };
  },
  examples: {
    accept: [
      ['football practice sat', '2026-05-23', 'sat'],
      ['dentist thurs', '2026-05-21'],
      ['gym tues?', '2026-05-26'],
      ['yoga class wed', '2026-05-20'],
    ],
    reject: [
      'the cat sat on the mat all day, then the cat sat',
      ['we sat', '2026-05-23'],
      ['Tom sat', '2026-05-23'],
      ['they got wed', '2026-05-20'],
      ['my parents sat', '2026-05-23'],
      ['too much sun', '2026-05-24'],
      ['the kids sat there', '2026-05-23'],
    ],
  },
};
