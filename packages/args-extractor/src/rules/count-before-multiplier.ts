import { wordAlternation } from '@metnos/lexicon';
import { numberWordsOfEveryLocale } from '@metnos/lexicon/internal';

const counts: Record<string, number> = Object.assign({}, ...numberWordsOfEveryLocale.map((words) => words.countsBeforeMultiplier ?? {}));
const multipliers: Record<string, number> = Object.assign({}, ...numberWordsOfEveryLocale.map((words) => words.multipliers));
const countThenMultiplier = new RegExp(
  String.raw`^(${wordAlternation(Object.keys(counts), { spaces: String.raw`[ \t]+`, longestFirst: true })})[ \t]+(${wordAlternation(Object.keys(multipliers), { longestFirst: true })})(?![\p{L}\p{N}])`,
  'iu',
);

/**
 * An approximate count and a multiplier at the start of `text`: "a couple hundred" = 200, "a couple of thousand" =
 * 2000. Returns the value and the length read, or undefined.
 */
export function countBeforeMultiplier(text: string): { value: number; length: number } | undefined {
  const match = countThenMultiplier.exec(text);
  if (match === null) return undefined;
  const count = counts[(match[1] ?? '').toLowerCase().replace(/[ \t]+/gu, ' ')];
  const multiplier = multipliers[(match[2] ?? '').toLowerCase()];
  return count === undefined || multiplier === undefined ? undefined : { value: count * multiplier, length: match[0].length };
}
