import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';

/**
 * Number words the rules read as numbers, every locale's (`DateWords.countWords` of `@metnos/lexicon`). Words that
 * double as common words are left out there on purpose: `one`/`uno`/`una`/`un` (articles), `sei` (Italian "you are").
 */
export const numberWords: ReadonlyMap<string, number> = new Map(dateWordsOfEveryLocale.flatMap((words) => Object.entries(words.countWords)));
