import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { alternation, cueWords } from '../../../temporal-lexicon';
import type { WeekdayModifier } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

const englishAbbreviations: Readonly<Record<string, number>> = dateWordsOfEveryLocale.find((words) => words.language === 'en')?.weekdayAbbreviations ?? {};
const ABBREVIATION = alternation(Object.keys(englishAbbreviations));

/**
 * A lowercase weekday abbreviation judged as a day for a plan is a weekday, even one that is also a word: "wed is good",
 * "next wed works", "sat suits me", "is fri ok" reads no day (the verdict must follow). After a subject the word is a
 * verb ("we wed is", "they sat works"), and "sun" is the weather ("the sun is good for you").
 */
export const weekdayAbbreviationVerdict: TemporalParser = {
  kind: 'parser',
  name: 'weekday-abbreviation-verdict',
  locales: ['en'],
  pattern: () =>
    new RegExp(
      `(?<!(?:^|\\s)(?:${cueWords('weekday-abbreviation-verdict/we')})\\s+)${B}(?:(${cueWords('weekday-abbreviation-verdict/next')})\\s+)?(${ABBREVIATION})(?=\\s+(?:${cueWords('weekday-abbreviation-verdict/works')})${E})`,
      'gu',
    ),
  build: (match) => {
    const word = match[2] ?? '';
    const weekday = englishAbbreviations[word];
    if (weekday === undefined || new RegExp(`^(?:${cueWords('chat-weekday-abbreviation/not-at-start')})$`, 'u').test(word)) return undefined;
    const lead = match[1] ?? '';
    const modifier: WeekdayModifier = lead === '' ? 'none' : new RegExp(`^(?:${cueWords('weekday/next')})$`, 'u').test(lead) ? 'next' : new RegExp(`^(?:${cueWords('weekday/this-past')})$`, 'u').test(lead) ? 'last' : 'this';
    return { kind: 'day', day: { type: 'weekday', weekday, modifier }, priority: 2 };
  },
  examples: {
    accept: [
      ['sat works for me', '2026-05-23'],
      ['ok so mon is fine', '2026-05-25'],
      ['this wed suits me', '2026-05-20'],
      ['next tues would work', '2026-05-26'],
    ],
    reject: ['the sun is good for you.', 'we wed is fine by me.', ['is wed over?', '2026-05-20']],
  },
};
