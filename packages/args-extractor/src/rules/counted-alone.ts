import { wordAlternation } from '@metnos/lexicon';
import { numberWordsOfEveryLocale } from '@metnos/lexicon/internal';

// Per ambiguous cardinal ("one"): the words before it that make it a count said alone (the lexicon's `countedAlone`).
const leads = new Map(
  numberWordsOfEveryLocale.flatMap((words) => Object.entries(words.countedAlone ?? {})).map(([word, before]) => [word, new RegExp(String.raw`(?:^|[^\p{L}])(?:${wordAlternation(before, { spaces: ' ' })})\s+$`, 'iu')] as const),
);

/**
 * Whether an ambiguous cardinal is a count said alone, ending its clause: "just the one", "only the one, thanks" (for a
 * caller that asks a count; not "just the one thing", which `countedNounFollows` reads, nor "the one I sent").
 * `before` and `after` are the text around the word.
 */
export function countedAlone(word: string, before: string, after: string): boolean {
  return leads.get(word.toLowerCase())?.test(before) === true && /^\s*(?:$|[.,;:!?)])/u.test(after);
}
