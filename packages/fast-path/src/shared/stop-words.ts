import { wordsOfEveryLocale } from '@metnos/lexicon';

/**
 * Words `canonicalizeQuery` drops: articles, courtesy and filler, of every locale (the lexicon's `courtesy.fillers`).
 * Negations, polarity verbs (on/off, accendi/spegni), prepositions that carry direction (to, from, da, a) and numbers
 * are never here.
 */
export const stopWords: ReadonlySet<string> = wordsOfEveryLocale((locale) => locale.courtesy.fillers);
