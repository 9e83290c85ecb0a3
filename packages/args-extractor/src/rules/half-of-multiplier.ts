import { wordAlternation } from '@metnos/lexicon';
import { numberWordsOfEveryLocale } from '@metnos/lexicon/internal';

const phrases = [...new Set(numberWordsOfEveryLocale.flatMap((words) => words.halfOfMultiplier ?? []))];
const halfAfter = new RegExp(String.raw`^[ \t]+(?:${wordAlternation(phrases, { spaces: String.raw`[ \t]+`, longestFirst: true })})(?![\p{L}\p{N}])`, 'iu');

/**
 * The length of the words that add half of a multiplier at the start of `after`, the text right after the multiplier
 * ("due milioni| e mezzo" = 2 500 000, "dos millones| y medio", "two million| and a half"); 0 where none follows.
 */
export function halfOfMultiplierLength(after: string): number {
  return halfAfter.exec(after)?.[0].length ?? 0;
}
