import { wordsOfEveryLocale } from '@metnos/lexicon';

/**
 * Words that carry a value a request depends on even though no rule turns them into an argument: times of day,
 * parts of day, relative days, weekdays, months, duration units and the words that move a date ("next", "last").
 * Two requests that differ in one of them ("at 5 pm" / "at 5 am", "for 10 minutes" / "for 10 hours", "monday" /
 * "tuesday") must not share a replay. Lowercase, every locale's `replay.valueWords`.
 */
export const valueWords: ReadonlySet<string> = wordsOfEveryLocale((locale) => locale.replay.valueWords);
