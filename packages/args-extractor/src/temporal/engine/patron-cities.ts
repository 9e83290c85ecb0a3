import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';

/** By holiday id, the cities whose patron's feast it is (the lexicon's `patronCities` of every locale). */
export const patronCities = new Map(dateWordsOfEveryLocale.flatMap((words) => Object.entries(words.patronCities ?? {})));
