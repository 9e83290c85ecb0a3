import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { alternation, cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { E } from '../../../engine/temporal-patterns';

const englishAbbreviations: Readonly<Record<string, number>> = dateWordsOfEveryLocale.find((words) => words.language === 'en')?.monthAbbreviations ?? {};
const ABBREVIATION = alternation(Object.keys(englishAbbreviations));

/**
 * An English month abbreviation as the subject of a sentence about how full or busy it is: "Aug is booked solid for me",
 * "Jan was a slow month", "Sept looks packed". The convention: the predicate decides. A predicate of the calendar
 * (booked, busy, slow, quiet, free, packed; "a slow month") makes the month, the next one of that name ("Jan was" a past
 * one, by the tense); any other predicate leaves the word a name ("Jan is my sister", "Dec was late again"). "Jan" and
 * "Jun" are first names too: after them a predicate a person takes as well ("Jan is busy", "Jan is free") leaves the name.
 */
export const monthAbbreviationAsSubject: TemporalParser = {
  kind: 'parser',
  name: 'month-abbreviation-as-subject',
  locales: ['en'],
  pattern: () =>
    new RegExp(
      `(?<=(?:^|[.!?;\\n]\\s*))(${ABBREVIATION})(?![\\p{L}\\d])\\.?(?=\\s*(?:${cueWords('month-abbreviation-as-subject/is')})\\s+(?:(?:${cueWords('month-abbreviation-as-subject/very')})\\s+)?(?:${cueWords('month-abbreviation-as-subject/booked')})${E})`,
      'gu',
    ),
  build: (match) => {
    const month = englishAbbreviations[match[1] ?? ''];
    if (month === undefined) return undefined;
    // A first name too ("Jan is busy with exams", "Jan is free"): a predicate a person takes leaves it the name.
    const name = new RegExp(`^(?:${cueWords('month-abbreviation-as-subject/name')})$`, 'iu').test(match[1] ?? '');
    const person = new RegExp(
      `^\\.?\\s*(?:${cueWords('month-abbreviation-as-subject/is')})\\s+(?:(?:${cueWords('month-abbreviation-as-subject/very')})\\s+)?(?:${cueWords('month-abbreviation-as-subject/person')})${E}`,
      'u',
    );
    if (name && person.test(match.input.slice(match.index + match[0].length))) return undefined;
    return { kind: 'node', node: { type: 'period', unit: 'month', shift: 0, month: { month } }, priority: 3 };
  },
  examples: {
    accept: [
      ['Aug is booked solid for me', '2026-08-01..2026-09-01', 'Aug'],
      ["Sept's busy, can we do Oct?", '2026-09-01..2026-10-01'],
      ['Jan was a slow month', '2026-01-01..2026-02-01'],
      // A participle after "looks" is the predicate, not a past ("packed" read as past tense once gave last September).
      ['Sept looks packed', '2026-09-01..2026-10-01'],
    ],
    reject: [
      'Jan is my sister, and she lives in Leeds',
      ['Dec was late again', '2026-12-01..2027-01-01'],
      ['Jan said she is busy', '2027-01-01..2027-02-01'],
      ['Jan is busy with exams this week', '2027-01-01..2027-02-01'],
      ['Jan is free after lunch', '2027-01-01..2027-02-01'],
      ['Sept looks packed', '2025-09-01..2025-10-01'],
    ],
  },
};
