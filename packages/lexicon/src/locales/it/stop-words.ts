import { articles } from './grammar';

/**
 * Italian words that carry no intent: articles, prepositions (simple and articulated), pronouns, politeness,
 * auxiliaries. The one stop-word list: rule-based intents keep every other word as a keyword (`@metnos/metis`
 * `extractIntentByRules`). The articulated prepositions of di, a, da, in and su are added by the locale's index
 * (`withArticles`).
 */
export const stopWords: readonly string[] = [
  ...articles, 'di', 'da', 'in', 'con', 'su', 'per', 'tra', 'fra',
  'e', 'ed', 'o', 'poi', 'anche', 'che', 'mi', 'ti', 'ci', 'vi', 'si', 'ne', 'd',
  'mio', 'mia', 'miei', 'mie', 'tuo', 'tua', 'suo', 'sua', 'questo', 'questa', 'questi', 'queste', 'quello',
  'quella', 'quelli', 'quelle', 'tutto', 'tutti', 'tutte', 'tutta', 'favore', 'piacere', 'me', 'te', 'sono',
  'è', 'sei', 'ho', 'hai', 'ha', 'adesso', 'qui', 'qua', 'li', 'là',
];

/** The prepositions whose articulated forms are stop words too ("del", "alla", "negli", "sulle"). */
export const stopPrepositions: readonly string[] = ['di', 'a', 'da', 'in', 'su'];
