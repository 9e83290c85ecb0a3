import { wordAlternation } from '@metnos/lexicon';
import { numberWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { parseEnglishNumberWord, parseItalianNumberWord } from '../rules/find-number-words';
import { cueWords } from './temporal-lexicon';
import type { TemporalLocale } from './engine/temporal-rule';
const italian = new RegExp(`(?<![\\p{L}])(?:${cueWords('guess-language/il')})(?![\\p{L}])`, 'gu');
/** Number words only English writes ("twenty", "four"), not Italian or Spanish ones: a short "twenty past four" is English. */
const englishOnlyNumbers = Object.keys(numberWordsOfEveryLocale.find((words) => words.language === 'en')?.cardinals ?? {}).filter(
  (word) => word.length >= 3 && parseItalianNumberWord(word) === undefined && !Object.hasOwn(numberWordsOfEveryLocale.find((words) => words.language === 'es')?.cardinals ?? {}, word),
);
const english = new RegExp(`(?<![\\p{L}])(?:${cueWords('guess-language/the')}|${wordAlternation(englishOnlyNumbers, { longestFirst: true })})(?![\\p{L}])`, 'gu');

/** Number words only Spanish writes ("veintitres", "dieciseis", "quinientas"), not Italian or English ones. */
const spanishOnlyNumbers = Object.keys(numberWordsOfEveryLocale.find((words) => words.language === 'es')?.cardinals ?? {}).filter(
  (word) => word.length >= 4 && parseItalianNumberWord(word) === undefined && parseEnglishNumberWord(word) === undefined,
);
const spanish = new RegExp(`(?<![\\p{L}])(?:${cueWords('guess-language/el')}|${wordAlternation(spanishOnlyNumbers, { longestFirst: true })})(?![\\p{L}])`, 'gu');
const sharedWithSpanish = new RegExp(`^(?:${cueWords('guess-language/la')})$`, 'u');

/**
 * Guesses Italian, English or Spanish from function words in normalised text; undefined when none wins. Spanish wins
 * with more words only Spanish writes ("el", "los", "hoy", "hace", and number words such as "veintitres") than the
 * other languages have, Italian counted without the words Spanish writes too ("la", "una", "con"); otherwise Italian
 * and English are weighed as before.
 */
export function guessLanguage(normalized: string): TemporalLocale | undefined {
  const italianWords = [...normalized.matchAll(italian)].map((match) => match[0]);
  const it = italianWords.length;
  const en = [...normalized.matchAll(english)].length;
  const es = [...normalized.matchAll(spanish)].length;
  if (es > 0 && es > italianWords.filter((word) => !sharedWithSpanish.test(word)).length && es > en) return 'es';
  return it > en ? 'it' : en > it ? 'en' : undefined;
}

/** `guessLanguage` of a request as written (lowercased, accents dropped). */
export function guessRequestLanguage(text: string): TemporalLocale | undefined {
  return guessLanguage(text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
}
