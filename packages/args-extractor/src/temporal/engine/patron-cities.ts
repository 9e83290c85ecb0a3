import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';

/** By holiday id, the cities whose patron's feast it is (the lexicon's `patronCities` of every locale). */
export const patronCities = new Map(dateWordsOfEveryLocale.flatMap((words) => Object.entries(words.patronCities ?? {})));

/** Whether the feast `holiday` is the patron's feast of `city` ("st-januarius" of "napoli"; not of "milano"). */
export function isPatronFeastOf(holiday: string, city: string): boolean {
  return patronCities.get(holiday)?.includes(city) ?? false;
}
