import { englishNumberWords } from './en/number-words';
import { spanishNumberWords } from './es/number-words';
import { italianNumberWords } from './it/number-words';
import type { NumberWords } from './number-words';

/** The number words of every locale, one per language (`NumberWords`, a sibling of `LocaleWords`). */
export const numberWordsOfEveryLocale: readonly NumberWords[] = [englishNumberWords, italianNumberWords, spanishNumberWords];
