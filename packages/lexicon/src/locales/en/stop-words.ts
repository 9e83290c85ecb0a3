/**
 * English words that carry no intent: articles, prepositions, pronouns, politeness, auxiliaries. The one stop-word
 * list: rule-based intents keep every other word as a keyword (`@metnos/metis` `extractIntentByRules`).
 */
export const stopWords: readonly string[] = [
  'the', 'a', 'an', 'of', 'to', 'in', 'on', 'at', 'for', 'from', 'with', 'by', 'and', 'or', 'then', 'also', 'it',
  'them', 'they', 'this', 'that', 'these', 'those', 'my', 'me', 'i', 'you', 'your', 'please', 'all', 'some',
  'any', 'is', 'are', 'be', 'am', 'was', 'were', 'into', 'out', 'up', 'as', 'its', 'our', 'us', 'can', 'could',
  'would', 'will', 'do', 'does', 'just', 'now', 'there', 'here', 'so', 'let', "let's", 'lets',
];
