import { englishDateWords } from './en/date-words';
import { italianDateWords } from './it/date-words';
import { spanishDateWords } from './es/date-words';
import type { DateLanguage, DateWords } from './date-words';

/** The date and time words of every locale, one per language (`DateWords`, a sibling of `LocaleWords`). */
export const dateWordsOfEveryLocale: readonly DateWords[] = [englishDateWords, italianDateWords, spanishDateWords];

/** The date words of `language`; throws `RangeError` for a language the lexicon has no date words of. */
export function dateWords(language: DateLanguage): DateWords {
  const found = dateWordsOfEveryLocale.find((words) => words.language === language);
  if (found === undefined) throw new RangeError(`no date words for language "${language}"`);
  return found;
}
