import { supportedLocales } from '@metnos/lexicon';
import { numberWords } from '../rules/number-words';
import { parseLocaleNumber, type RuleLanguage } from '../rules/parse-locale-number';

/**
 * Number words the rules leave out because they double as common words (`uno`/`una`/`one` are articles, `sei`
 * is "you are"). A replay reads them only where the taught request had a number argument at that very word
 * ("tavolo per uno" → `party_size: 1`), so there they are numbers.
 */
const ambiguousNumberWords: ReadonlyMap<string, number> = new Map(supportedLocales.flatMap((locale) => Object.entries(locale.replay.ambiguousNumbers)));

/**
 * Reads one word of a request as a number: a numeral with Italian or English separators (`parseLocaleNumber`),
 * a number word of the rules (`numberWords`) or one of the ambiguous words only a replay reads (`uno`, `sei`,
 * `one`). Returns `undefined` for anything else.
 */
export function readReplayNumber(word: string, language?: RuleLanguage): number | undefined {
  const lower = word.toLowerCase();
  return parseLocaleNumber(lower, language) ?? numberWords.get(lower) ?? ambiguousNumberWords.get(lower);
}

/** Whether `word` (lowercase) is a number word, ambiguous ones included. */
export function isNumberWord(word: string): boolean {
  return numberWords.has(word) || ambiguousNumberWords.has(word);
}
