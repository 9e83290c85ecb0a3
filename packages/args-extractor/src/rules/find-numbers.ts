import type { ExtractedValue } from '../extracted-value';
import { numberWords } from './number-words';
import { parseLocaleNumber, type RuleLanguage } from './parse-locale-number';

const numeral = /(?<![\p{L}\p{N}.,_/-])-?\d+(?:[.,]\d+)*(?![\p{L}\p{N}_/@]|[.,]\d)/gu;
const word = /(?<![\p{L}\p{N}])\p{L}+(?![\p{L}\p{N}])/gu;

/**
 * Finds numbers: numerals with Italian/English separators (see `parseLocaleNumber`) and the number words in
 * `numberWords` (`sette`, `seven`). Digits glued to letters (`v2`, `mp3`, `24h`) are not numbers. Mask URLs,
 * emails, paths and dates out first so that their digits are not read as numbers.
 */
export function findNumbers(text: string, options: { language?: RuleLanguage } = {}): ExtractedValue[] {
  const found: ExtractedValue[] = [];
  for (const match of text.matchAll(numeral)) {
    const value = parseLocaleNumber(match[0], options.language);
    if (value === undefined) continue;
    found.push({ kind: 'number', value, text: match[0], start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(word)) {
    const value = numberWords.get(match[0].toLowerCase());
    if (value === undefined) continue;
    found.push({ kind: 'number', value, text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return found.sort((left, right) => left.start - right.start);
}
