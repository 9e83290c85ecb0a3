import { wordsOfEveryLocale } from '@metnos/lexicon';

/**
 * it/en words a read value does not end with: prepositions, articles and conjunctions that introduce what comes next
 * ("report nella | cartella…", "water the plants on | Saturday", "chiamare Anna il | 25 dicembre"). English verb
 * particles ("wake up", "follow up") are not among them.
 */
export const trailingFunctionWords: ReadonlySet<string> = wordsOfEveryLocale((locale) => locale.arguments.trailingFunctionWords);
