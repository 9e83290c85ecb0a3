import { wordAlternation, wordsOfEveryLocale } from '@metnos/lexicon';
import { numberWordsOfEveryLocale } from '@metnos/lexicon/internal';

const factors: Record<string, number> = Object.assign({}, ...numberWordsOfEveryLocale.map((words) => words.slangMultipliers ?? {}));
const slang = new RegExp(String.raw`^[ \t]+(${wordAlternation(Object.keys(factors))})(?![\p{L}\p{N}'’-])`, 'iu');
const functionWords: ReadonlySet<string> = wordsOfEveryLocale((locale) => locale.functionWords);

/**
 * A slang multiplier at the start of `after`, the text right after a number: "three| grand" = 3000, "ten| grand a
 * month". A noun after it makes the word an adjective ("two| grand pianos"), and then there is none. Returns the
 * factor and the length read, or undefined.
 */
export function slangMultiplierAfter(after: string): { factor: number; length: number } | undefined {
  const match = slang.exec(after);
  const factor = match === null ? undefined : factors[(match[1] ?? '').toLowerCase()];
  if (match === null || factor === undefined) return undefined;
  const next = /^[ \t]+(\p{L}+)/u.exec(after.slice(match[0].length))?.[1];
  if (next !== undefined && !functionWords.has(next.toLowerCase())) return undefined;
  return { factor, length: match[0].length };
}
