import { supportedLocales } from '@metnos/lexicon/internal';
import { numberWords } from '../rules/number-words';

/**
 * Number words the rules leave out because they double as common words (`uno`/`una`/`one` are articles, `sei`
 * is "you are"). A replay still counts them as words that carry a value.
 */
const ambiguousNumberWords: ReadonlyMap<string, number> = new Map(supportedLocales.flatMap((locale) => Object.entries(locale.replay.ambiguousNumbers)));

/** Whether `word` (lowercase) is a number word of the rules (`numberWords`) or an ambiguous one (`uno`, `sei`, `one`). */
export function isNumberWord(word: string): boolean {
  return numberWords.has(word) || ambiguousNumberWords.has(word);
}
