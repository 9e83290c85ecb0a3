import { wordsOfEveryLocale } from '@metnos/lexicon';

/** it/en words that carry no intent: articles, prepositions, pronouns, politeness, auxiliaries (the lexicon's `stopWords`). */
export const stopWords: ReadonlySet<string> = wordsOfEveryLocale((locale) => locale.stopWords);
