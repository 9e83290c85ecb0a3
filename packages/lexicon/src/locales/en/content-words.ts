/**
 * English function words that still tell two requests apart, kept as content (`@metnos/fast-path`
 * `readContentWords`): direction ("from", "to"), recurrence, numbers spelled like function words, comparisons and
 * bounds, particles that move or switch, negations, "other", "only".
 */
export const distinguishingWords: readonly string[] = [
  'from', 'to', 'every', 'each', 'one', 'more', 'most', 'less', 'under', 'over', 'above', 'below', 'before', 'after',
  'within', 'off', 'up', 'down', 'out', 'not', 'no', 'never', 'without', 'other', 'another', 'only',
];

/** Prepositions of direction that are content in an English request only; none (English "from"/"to" always are). */
export const ambiguousDirections: readonly string[] = [];
