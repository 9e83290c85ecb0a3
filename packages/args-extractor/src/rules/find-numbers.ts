import { wordAlternation } from '@metnos/lexicon';
import { type NumberWords, numberWordsOfEveryLocale } from '@metnos/lexicon/internal';
import type { ExtractedValue } from '../extracted-value';
import { countedAlone } from './counted-alone';
import { countedNounFollows } from './counted-noun-follows';
import { findNumberWords } from './find-number-words';
import { parseLocaleNumber, type RuleLanguage } from './parse-locale-number';

const numeral = /(?<![\p{L}\p{N}.,_/-])-?\d+(?:[.,]\d+)*(?![\p{L}\p{N}_/@]|[.,]\d)/gu;
const spaceGrouped = /(?<![\p{L}\p{N}.,_/-])\d{1,3}(?: \d{3})+(?![\p{L}\p{N}]|[.,]\d| \d)/gu;
const numberWords = (pick: (words: NumberWords) => readonly string[]): string[] => [...new Set(numberWordsOfEveryLocale.flatMap(pick))];
const multipliers: Record<string, number> = {
  k: 1e3, K: 1e3, M: 1e6, ...Object.fromEntries(numberWordsOfEveryLocale.flatMap((words) => Object.entries(words.numeralMultipliers))),
};
const multiplied = new RegExp(String.raw`(?<![\p{L}\p{N}.,_/-])(\d+(?:[.,]\d+)?)\s?(${wordAlternation(Object.keys(multipliers))})(?![\p{L}\p{N}])`, 'gu');
// A numeral glued to the symbol of a unit ("250ml", "2kg") is still the number; other glued letters make a name ("mp3").
const glued = new RegExp(String.raw`(?<![\p{L}\p{N}.,_/-])(\d+(?:[.,]\d+)?)(?:${wordAlternation(numberWords((words) => words.unitSymbols), { longestFirst: true })})(?![\p{L}\p{N}_/@]|[.,]\d)`, 'gu');
const dashRange = /(?<![\p{L}\p{N}.,_/-])(\d+(?:[.,]\d+)?)\s?[-–]\s?(\d+(?:[.,]\d+)?)(?![\p{L}\p{N}/]|[.,]\d)/gu;
// Per language: a half word not after its "and" nor before a noun it makes a quantity or duration with.
const halfWords = numberWordsOfEveryLocale.map(({ halves, halfNotAfter, halfNotBefore }) => {
  const notAfter = halfNotAfter.length > 0 ? String.raw`(?<!(?:${wordAlternation(halfNotAfter, { spaces: ' ' })})\s)` : '';
  return String.raw`${notAfter}(?:${wordAlternation(halves, { spaces: ' ' })})(?!\s+(?:${wordAlternation(halfNotBefore, { spaces: ' ' })}))`;
});
const half = new RegExp(String.raw`(?<![\p{L}])(?:${halfWords.join('|')})(?=\s+\p{L})`, 'gu');
const rangeGap = new RegExp(String.raw`^\s*(?:-|–|${wordAlternation(numberWords((words) => words.rangeJoiners), { spaces: ' ' })})\s*$`, 'u');
// Per ambiguous cardinal ("sei"): the words after which it is the number ("per sei persone", "siamo in sei").
const ambiguousAfter = new Map(
  numberWordsOfEveryLocale.flatMap((words) => Object.entries(words.ambiguousNumberAfter ?? {})).map(([word, before]) => [word, new RegExp(String.raw`(?:^|[^\p{L}])(?:${wordAlternation(before, { spaces: ' ' })})\s+$`, 'iu')] as const),
);
const numberAfter = (word: string, before: string): boolean => ambiguousAfter.get(word.toLowerCase())?.test(before) === true;
const rangeLead = new RegExp(String.raw`(?:^|\s)(?:${wordAlternation(numberWords((words) => words.rangeOpeners), { spaces: ' ' })})\s*$`, 'u');

/**
 * Finds numbers: numerals with Italian/English separators (see `parseLocaleNumber`), space-grouped thousands
 * (`1 234 567`), multipliers (`1.5k`, `2,5 milioni`, `2.5M`), number words (`sette`, `ventitré`, `mille duecento`,
 * `twenty-one`, `one hundred and twenty`, `una dozzina`, `half a dozen`, `un paio`), `mezzo`/`half a` (0.5), and
 * marks the ends of a quantity range (`10-20 MB`, `tra 10 e 20`, `from 3 to 5`) with `bound`. Digits glued to letters
 * (`v2`, `mp3`, `24h`) and lone articles or Italian `sei` are not numbers (`sei` is after a preposition, "per sei persone",
 * or, with `countedNouns` (a schema that asks a count), before the noun it counts, "sei bottiglie", "just one bag":
 * `countedNounFollows`, or alone after "just the", "just the one": `countedAlone`),
 * except a numeral glued to a unit's symbol (`250ml`, `2kg`, the lexicon's `unitSymbols`). Mask URLs, emails, paths and
 * dates out first.
 */
export function findNumbers(text: string, options: { language?: RuleLanguage; countedNouns?: boolean } = {}): ExtractedValue[] {
  const found: ExtractedValue[] = [];
  const free = (start: number, end: number): boolean => !found.some((other) => start < other.end && end > other.start);
  const push = (value: number, start: number, end: number, extra: Partial<ExtractedValue> = {}): void => {
    if (!Number.isFinite(value) || !free(start, end)) return;
    found.push({ kind: 'number', value, text: text.slice(start, end), start, end, ...extra });
  };
  // Ranges, multiplied, grouped and plain numerals have a digit: text without one skips their patterns (compiled on
  // their first run in a process); number words and halves are read either way.
  const digits = /\d/u.test(text);
  for (const match of digits ? text.matchAll(dashRange) : []) {
    const low = parseLocaleNumber(match[1] ?? '', options.language);
    const high = parseLocaleNumber(match[2] ?? '', options.language);
    if (low === undefined || high === undefined || low >= high) continue;
    const lowStart = match.index;
    const highStart = match.index + match[0].lastIndexOf(match[2] ?? '');
    push(low, lowStart, lowStart + (match[1] ?? '').length, { bound: 'min' });
    push(high, highStart, highStart + (match[2] ?? '').length, { bound: 'max' });
  }
  for (const match of digits ? text.matchAll(multiplied) : []) {
    const base = parseLocaleNumber(match[1] ?? '', options.language);
    const factor = multipliers[match[2] ?? ''];
    if (base === undefined || factor === undefined) continue;
    push(Math.round(base * factor * 1000) / 1000, match.index, match.index + match[0].length);
  }
  for (const match of digits ? text.matchAll(glued) : []) {
    const value = parseLocaleNumber(match[1] ?? '', options.language);
    if (value !== undefined) push(value, match.index, match.index + (match[1] ?? '').length);
  }
  for (const match of digits ? text.matchAll(spaceGrouped) : []) push(Number(match[0].replace(/ /gu, '')), match.index, match.index + match[0].length);
  for (const match of digits ? text.matchAll(numeral) : []) {
    const value = parseLocaleNumber(match[0], options.language);
    if (value !== undefined) push(value, match.index, match.index + match[0].length);
  }
  for (const match of findNumberWords(text, options.language === undefined ? {} : { language: options.language })) {
    const [before, after] = [text.slice(0, match.start), text.slice(match.end)];
    const counting = options.countedNouns === true && (countedNounFollows(match.text, before, after) || countedAlone(match.text, before, after));
    if (match.ambiguous && !numberAfter(match.text, text.slice(0, match.start)) && !counting) continue;
    push(match.value, match.start, match.end);
  }
  for (const match of text.matchAll(half)) push(0.5, match.index, match.index + match[0].length);
  found.sort((left, right) => left.start - right.start);
  for (let index = 0; index + 1 < found.length; index += 1) {
    const low = found[index] as ExtractedValue;
    const high = found[index + 1] as ExtractedValue;
    if (low.bound !== undefined || high.bound !== undefined || (low.value as number) >= (high.value as number)) continue;
    const gap = text.slice(low.end, high.start);
    if (!rangeGap.test(gap)) continue;
    if (!/[-–]/u.test(gap) && !rangeLead.test(text.slice(0, low.start))) continue;
    low.bound = 'min';
    high.bound = 'max';
  }
  return found;
}
