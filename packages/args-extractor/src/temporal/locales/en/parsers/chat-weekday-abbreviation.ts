import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { alternation, cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

const englishAbbreviations: Readonly<Record<string, number>> = dateWordsOfEveryLocale.find((words) => words.language === 'en')?.weekdayAbbreviations ?? {};
const ABBREVIATION = alternation(Object.keys(englishAbbreviations));
const ordinaryWord = new RegExp(`^(?:${cueWords('cued-weekday-abbreviation/word')})$`, 'u');

/**
 * A lowercase English weekday abbreviation as chat writes it: after a verb that moves a plan ("move it to mon", "pushed
 * to weds"), after "do" or "how about" when it is no ordinary word ("can you do fri", "how about tues?"), or opening the
 * request before what the day is for ("sat for the car wash", "thurs works?", "fri at 6"); "sun" opening a line is the
 * weather.
 */
export const chatWeekdayAbbreviation: TemporalParser = {
  kind: 'parser',
  name: 'chat-weekday-abbreviation',
  locales: ['en'],
  pattern: () =>
    new RegExp(
      `(?:${B}(${cueWords('chat-weekday-abbreviation/move')})\\s+|${B}(${cueWords('chat-weekday-abbreviation/do')})\\s+|^\\s*)(${ABBREVIATION})${E}(?![-'’]|\\.?\\s*\\d)(?=(\\s+(?:${cueWords('chat-weekday-abbreviation/then')})${E}|\\s*[?!.,]|\\s*$)?)`,
      'gu',
    ),
  build: (match) => {
    const word = match[3] ?? '';
    const weekday = englishAbbreviations[word];
    if (weekday === undefined) return undefined;
    const moved = match[1] !== undefined;
    const done = match[2] !== undefined;
    if (done && ordinaryWord.test(word)) return undefined;
    if (!moved && !done && (match[4] === undefined || new RegExp(`^(?:${cueWords('chat-weekday-abbreviation/not-at-start')})$`, 'u').test(word))) return undefined;
    const start = match[0].length - word.length;
    return { kind: 'day', day: { type: 'weekday', weekday, modifier: 'none' }, priority: 1, skip: start };
  },
  examples: {
    accept: [
      ['ok move it to wed', '2026-05-20'],
      ['can we do tues instead', '2026-05-26'],
      ['thurs works for me', '2026-05-21'],
      ['mon for the vet', '2026-05-25'],
    ],
    reject: [['sat for hours in traffic', '2026-05-23'], ['sun for the whole week, says the forecast', '2026-05-24'], ['let us do sat nav shopping', '2026-05-23'], ['mon ami', '2026-05-25']],
  },
};
