import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { alternation, cueWords, weekdayNames } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** The languages that count a week as eight days from a day ("giovedì a otto", "de hoy en ocho"). */
const countingLocales = new Set(['it', 'es']);
const localeWords = dateWordsOfEveryLocale.filter((words) => countingLocales.has(words.language));
/** Their words of days counted from today that name no part of the day ("oggi", "domani", "hoy", "mañana"). */
const relativeDays = new Map(localeWords.flatMap((words) => words.relativeDays).filter((word) => word.part === undefined).flatMap((word) => word.forms.map((form) => [form, word.days] as const)));
const weekdays = localeWords.flatMap((words) => Object.keys(words.weekdays));

/**
 * "giovedì a otto", "oggi a otto", "domani a quindici", Spanish "de hoy en ocho (días)", "el jueves en quince": a day
 * followed by "a otto" ("en ocho") is the same weekday one week (two weeks) later, counting the day itself as the first
 * of the eight (fifteen). Only the spelled number counts ("sabato a 8" is no such phrase), and not before what it counts
 * ("sabato a otto chilometri da qui").
 */
export const dayAWeekAfter: TemporalParser = {
  kind: 'parser',
  name: 'day-a-week-after',
  locales: ['it', 'es'],
  pattern: () =>
    new RegExp(
      `${B}(${alternation([...relativeDays.keys(), ...weekdays])})\\s+(?:${cueWords('day-a-week-after/a')})\\s+(8|15)${E}(?!\\s*(?:[:.,]\\d|(?:${cueWords('day-a-week-after/not-before')})${E}))(?:\\s+(?:${cueWords('day-a-week-after/giorni')})${E})?`,
      'gu',
    ),
  build: (match, context) => {
    const numberStart = match.index + match[0].indexOf(match[2] ?? '', (match[1] ?? '').length);
    const spelled = context.original(numberStart, numberStart + (match[2] ?? '').length).toLowerCase();
    const weeks = new RegExp(`^(?:${cueWords('day-a-week-after/otto')})$`, 'u').test(spelled) ? 1 : new RegExp(`^(?:${cueWords('day-a-week-after/quindici')})$`, 'u').test(spelled) ? 2 : 0;
    if (weeks === 0) return undefined;
    const written = match[1] ?? '';
    const days = relativeDays.get(written);
    const weekday = weekdayNames[written];
    const base: DayNode | undefined = days !== undefined ? { type: 'relative-day', days } : weekday === undefined ? undefined : { type: 'weekday', weekday, modifier: 'none' };
    return base === undefined ? undefined : { kind: 'day', day: { type: 'shifted-day', base, days: 7 * weeks }, priority: 5 };
  },
  examples: {
    accept: [
      ['ci vediamo lunedì a otto per firmare', '2026-06-01'],
      ['domani a otto parte il corso', '2026-05-27'],
      ['oggi a quindici si vota', '2026-06-02'],
      ['nos vemos de hoy en ocho días', '2026-05-26'],
      ['el viernes en quince presento el proyecto', '2026-06-05'],
      ['facciamo oggi a otto', '2026-05-26'],
      ['ci vediamo lunedì a otto alle 10', '2026-06-01T10:00'],
      ['domani a quindici', '2026-06-03'],
    ],
    reject: [
      ['il rifugio è sabato a otto chilometri dal paese', '2026-05-30'],
      ['lunedì a 8 ci sono le prove', '2026-06-01'],
      ['domani alle otto parte il corso', '2026-05-27'],
      ['sabato a 15 gradi', '2026-06-06'],
      ['oggi a otto persone ho detto di no', '2026-05-26'],
    ],
  },
};
