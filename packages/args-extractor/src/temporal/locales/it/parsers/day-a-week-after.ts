import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { alternation, cueWords, weekdayNames } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** The Italian words of days counted from today that name no part of the day ("oggi", "domani", "dopodomani"). */
const italianRelativeDays = new Map(
  (dateWordsOfEveryLocale.find((words) => words.language === 'it')?.relativeDays ?? [])
    .filter((word) => word.part === undefined)
    .flatMap((word) => word.forms.map((form) => [form, word.days] as const)),
);
const italianWeekdays = Object.keys(dateWordsOfEveryLocale.find((words) => words.language === 'it')?.weekdays ?? {});

/**
 * "giovedì a otto", "oggi a otto", "domani a quindici": in Italian a day followed by "a otto" ("a quindici") is the same
 * weekday one week (two weeks) later, counting the day itself as the first of the eight (fifteen). Only the spelled
 * number counts ("sabato a 8" is no such phrase), and not before what it counts ("sabato a otto chilometri da qui").
 */
export const dayAWeekAfter: TemporalParser = {
  kind: 'parser',
  name: 'day-a-week-after',
  locales: ['it'],
  pattern: () =>
    new RegExp(
      `${B}(${alternation([...italianRelativeDays.keys(), ...italianWeekdays])})\\s+(?:${cueWords('day-a-week-after/a')})\\s+(8|15)${E}(?!\\s*(?:[:.,]\\d|(?:${cueWords('day-a-week-after/not-before')})${E}))`,
      'gu',
    ),
  build: (match, context) => {
    const numberStart = match.index + match[0].length - (match[2] ?? '').length;
    const spelled = context.original(numberStart, match.index + match[0].length).toLowerCase();
    const weeks = new RegExp(`^(?:${cueWords('day-a-week-after/otto')})$`, 'u').test(spelled) ? 1 : new RegExp(`^(?:${cueWords('day-a-week-after/quindici')})$`, 'u').test(spelled) ? 2 : 0;
    if (weeks === 0) return undefined;
    const written = match[1] ?? '';
    const days = italianRelativeDays.get(written);
    const weekday = weekdayNames[written];
    const base: DayNode | undefined = days !== undefined ? { type: 'relative-day', days } : weekday === undefined ? undefined : { type: 'weekday', weekday, modifier: 'none' };
    return base === undefined ? undefined : { kind: 'day', day: { type: 'shifted-day', base, days: 7 * weeks }, priority: 5 };
  },
  examples: {
    accept: [
      ['ci vediamo lunedì a otto per firmare', '2026-06-01'],
      ['domani a otto parte il corso', '2026-05-27'],
      ['oggi a quindici si vota', '2026-06-02'],
    ],
    reject: [
      ['il rifugio è sabato a otto chilometri dal paese', '2026-05-30'],
      ['lunedì a 8 ci sono le prove', '2026-06-01'],
      ['domani alle otto parte il corso', '2026-05-27'],
    ],
  },
};
