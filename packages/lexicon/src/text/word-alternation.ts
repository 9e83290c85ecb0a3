/**
 * A regular-expression alternation (no group, no flags) of `words` in their order: each escaped, its spaces written
 * `spaces` (default `\s+`, so "and then" also matches "and  then"). Build a reader's pattern from lexicon words with
 * it instead of typing the words into the pattern.
 */
export function wordAlternation(words: readonly string[], { spaces = '\\s+' }: { spaces?: string } = {}): string {
  return words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/ /gu, spaces)).join('|');
}
