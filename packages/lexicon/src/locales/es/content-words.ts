/**
 * Spanish function words that still tell two requests apart, kept as content (`@metnos/fast-path`
 * `readContentWords`): recurrence, numbers spelled like function words ("uno"), comparisons and bounds, negations,
 * "otro", "solo".
 */
export const distinguishingWords: readonly string[] = [
  'cada', 'uno', 'más', 'mas', 'menos', 'debajo', 'encima', 'antes', 'después', 'despues', 'hasta', 'no', 'nunca',
  'sin', 'otro', 'otros', 'otra', 'otras', 'solo', 'sólo', 'solamente',
];

/**
 * Prepositions of direction ("a", "de", "desde", "para" and the fused "al", "del"): content in a Spanish request
 * ("los correos de Pablo" is not "los correos para Pablo").
 */
export const ambiguousDirections: readonly string[] = ['a', 'al', 'de', 'del', 'desde', 'para', 'hacia'];
