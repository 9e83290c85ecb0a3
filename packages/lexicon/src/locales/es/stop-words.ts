import { articles } from './grammar';

/**
 * Spanish words that carry no intent: articles, prepositions (with "del" and "al"), pronouns, politeness,
 * auxiliaries. The one stop-word list: rule-based intents keep every other word as a keyword (`@metnos/metis`
 * `extractIntentByRules`). The fused "del" and "al" are added by the locale's index (`withArticles`).
 */
export const stopWords: readonly string[] = [
  ...articles, 'de', 'en', 'con', 'sobre', 'por', 'para', 'entre',
  'y', 'o', 'u', 'luego', 'también', 'que', 'me', 'te', 'se', 'nos', 'os', 'le', 'les',
  'mi', 'mis', 'tu', 'tus', 'su', 'sus', 'este', 'esta', 'estos', 'estas', 'ese',
  'esa', 'esos', 'esas', 'todo', 'toda', 'todos', 'todas', 'favor', 'mí', 'ti', 'soy',
  'es', 'eres', 'he', 'has', 'ha', 'ahora', 'aquí', 'aqui', 'ahí',
];

/** The prepositions whose fused forms are stop words too ("del", "al"). */
export const stopPrepositions: readonly string[] = ['de', 'a'];
