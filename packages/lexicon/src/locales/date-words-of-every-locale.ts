import { englishDateWords } from './en/date-words';
import { italianDateWords } from './it/date-words';
import type { DateWords } from './date-words';

/** The date and time words of every locale, one per language (`DateWords`, a sibling of `LocaleWords`). */
export const dateWordsOfEveryLocale: readonly DateWords[] = [englishDateWords, italianDateWords];
