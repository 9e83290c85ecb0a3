import { wordsOfEveryLocale } from '@metnos/lexicon';
import { numberWordsOfEveryLocale } from '@metnos/lexicon/internal';

/** Lowercase without accents ("così" -> "cosi"). */
const fold = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const functionWords: ReadonlySet<string> = new Set([...wordsOfEveryLocale((locale) => locale.functionWords)].map(fold));

// Per ambiguous cardinal ("sei", "one"): how a noun it counts is told after it (the lexicon's `ambiguousNumberBefore`).
const nounRules = new Map(
  numberWordsOfEveryLocale.flatMap((words) => Object.entries(words.ambiguousNumberBefore ?? {})).map(([word, rule]) => [
    word,
    { endings: rule.endings, minLength: rule.minLength, notNouns: new Set(rule.notNouns.map(fold)), notAfter: new Set(rule.notAfter.map(fold)), notIn: (rule.notIn ?? []).map(fold) },
  ] as const),
);

/**
 * Whether an ambiguous cardinal (Italian "sei", English "one") counts the noun written right after it, so that it is
 * the number: "prendi sei bottiglie", "just one bag to check in" (not "sei fuori", "sei felice", "one day", "one of
 * them", "the one thing", "just the one": said alone, that is `countedAlone`'s). `before` and `after` are the text
 * around the word.
 */
export function countedNounFollows(word: string, before: string, after: string): boolean {
  const rule = nounRules.get(fold(word));
  if (rule === undefined) return false;
  const next = /^[ \t]+(\p{L}+)(?![\p{L}\p{N}'’-])/u.exec(after);
  if (next === null) return false;
  const noun = fold(next[1] ?? '');
  if (noun.length < rule.minLength || rule.notNouns.has(noun) || functionWords.has(noun)) return false;
  if (rule.endings.length > 0 && !rule.endings.some((ending) => noun.endsWith(ending))) return false;
  if (insidePhrase(rule.notIn, fold(before), fold(word), fold(after))) return false;
  const previous = /(\p{L}+)[ \t]+$/u.exec(before)?.[1];
  return previous === undefined || !rule.notAfter.has(fold(previous));
}

/** Whether the word, between `before` and `after`, lies inside one of `phrases` written around it. */
function insidePhrase(phrases: readonly string[], before: string, word: string, after: string): boolean {
  // Punctuation and spaces alike separate words ("Buy one, get one free!").
  const text = ` ${before}${word}${after} `.replace(/[^\p{L}\p{N}']+/gu, ' ');
  const at = ` ${before}`.replace(/[^\p{L}\p{N}']+/gu, ' ').length;
  return phrases.some((phrase) => {
    for (let index = text.indexOf(` ${phrase} `); index >= 0; index = text.indexOf(` ${phrase} `, index + 1)) {
      if (index < at && at < index + phrase.length + 1) return true;
    }
    return false;
  });
}
