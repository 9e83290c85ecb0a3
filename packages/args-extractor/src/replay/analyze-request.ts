import type { ExtractedValue } from '../extracted-value';
import { extractValues, type ExtractValuesOptions } from '../extract-values';
import { isNumberWord } from './is-number-word';
import { wordsOfEveryLocale } from '@metnos/lexicon';
import { splitRequestWords, type RequestWordToken } from '@metnos/lexicon/internal';
import { valueWords } from './value-words';

/** A request cut into words, with the values the rules read in it and the words that carry a value. */
export interface AnalyzedRequest {
  text: string;
  tokens: RequestWordToken[];
  /** `extractValues(text)`, in text order. */
  values: ExtractedValue[];
  /** For each word, the positions in `values` of the values whose span it overlaps. */
  valuesOf: number[][];
  /**
   * For each word, whether it carries a value: part of a value the rules read (linking words such as "on", "at",
   * "alle" excepted), a numeral or number word (`uno`
   * and `sei` included), a time, date or duration word (`valueWords`), quoted, or capitalised away from the
   * start of a sentence (a proper name: "Anna", "Scaricati").
   */
  carriesValue: boolean[];
}

/** Short linking words that rule spans take in ("on Saturday", "at 5pm", "alle 17"): not values themselves. */
const linkingWords = wordsOfEveryLocale((locale) => locale.replay.linkingWords);
/** A fast-path placeholder left in a masked lemma form (`${url}`, `${number_2}`): a slot, not a value. */
const placeholderWord = /^\$\{[\p{L}_]+(?:_\d+)?\}$/u;

/**
 * Reads a request for replay: its words (`splitRequestWords`), the values of `extractValues` and which words carry
 * a value. Taught and new requests go through this same function, so they compare word by word.
 */
export function analyzeRequest(text: string, options: ExtractValuesOptions = {}): AnalyzedRequest {
  const tokens = splitRequestWords(text);
  const values = extractValues(text, options);
  const valuesOf = tokens.map((token) =>
    values.flatMap((value, position) => (value.start < token.end && value.end > token.start ? [position] : [])),
  );
  const carriesValue = tokens.map((token, position) => {
    if (placeholderWord.test(token.text)) return false;
    if (token.quoted) return true;
    if ((valuesOf[position]?.length ?? 0) > 0 && !linkingWords.has(token.text)) return true;
    if (/\p{N}/u.test(token.text) || isNumberWord(token.text) || valueWords.has(token.text)) return true;
    return !token.sentenceStart && /^\p{Lu}/u.test(token.raw) && token.raw !== 'I';
  });
  return { text, tokens, values, valuesOf, carriesValue };
}
