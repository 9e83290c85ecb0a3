/** English words a replay reads requests with (`@metnos/args-extractor` `analyzeRequest`, `readReplayNumber`, places). */
export const replayWords = {
  /** Short linking words that rule spans take in ("on Saturday", "at 5pm"): not values themselves. */
  linkingWords: ['on', 'at', 'in', 'of', 'the', 'for', 'from', 'to', 'by', 'until', 'since', 'during', 'within', 'and'],
  /** Number words the rules leave out because they double as common words ("one" is an article). */
  ambiguousNumbers: { zero: 0, one: 1 },
  /** Prepositions that make a place a source ("from Downloads"). */
  sourcePrepositions: ['from'],
  /** Prepositions that make a place a destination ("to Documents"). */
  targetPrepositions: ['to', 'into', 'onto'],
};
