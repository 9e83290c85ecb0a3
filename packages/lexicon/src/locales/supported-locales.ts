import type { Language } from '@metnos/core';
import { english } from './en/index';
import { spanish } from './es/index';
import { italian } from './it/index';
import type { LocaleWords } from './locale-words';

/** Every locale of the lexicon, one per language. */
export const supportedLocales: readonly LocaleWords[] = [english, italian, spanish];

/** The languages the lexicon reads. */
export const supportedLanguages: readonly Language[] = supportedLocales.map((locale) => locale.language);

/** The words of `language`. */
export function localeWords(language: Language): LocaleWords {
  const found = supportedLocales.find((locale) => locale.language === language);
  if (found === undefined) throw new RangeError(`no locale for language "${language}"`);
  return found;
}
