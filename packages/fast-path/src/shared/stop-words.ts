/**
 * Words `canonicalizeQuery` drops: articles, courtesy and filler, Italian and English. Negations, polarity verbs
 * (on/off, accendi/spegni), prepositions that carry direction (to, from, da, a) and numbers are never here.
 */
export const stopWords: ReadonlySet<string> = new Set([
  'the', 'a', 'an', 'please', 'can', 'could', 'would', 'you', 'kindly', 'hey', 'just', 'me', 'some', 'i', "i'd", 'like',
  'want', 'thanks', 'thank',
  'il', 'lo', 'la', 'i', 'gli', 'le', "l'", 'un', 'uno', 'una', "un'", 'per', 'favore', 'piacere', 'puoi', 'potresti',
  'mi', 'ti', 'vorrei', 'grazie', 'ehi', 'dei', 'degli', 'delle', 'del', 'dello', 'della',
]);
