/**
 * A regular-expression alternation (no group, no flags) of `words` in their order, or longest first with
 * `longestFirst` (so a phrase wins over a word it starts with, whatever order the locales list them in): each escaped,
 * its spaces written `spaces` (default `\s+`, so "and then" also matches "and  then"). Build a reader's pattern from
 * lexicon words with it instead of typing the words into the pattern.
 */
export function wordAlternation(words: readonly string[], { spaces = '\\s+', longestFirst = false }: { spaces?: string; longestFirst?: boolean } = {}): string {
  const ordered = longestFirst ? [...words].sort((left, right) => right.length - left.length) : words;
  return ordered.map((word) => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/ /gu, spaces)).join('|');
}
