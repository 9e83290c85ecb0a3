/** it/en words that carry no intent: articles, prepositions, pronouns, politeness, auxiliaries. */
export const stopWords: ReadonlySet<string> = new Set([
  'the', 'a', 'an', 'of', 'to', 'in', 'on', 'at', 'for', 'from', 'with', 'by', 'and', 'or', 'then', 'also', 'it',
  'them', 'they', 'this', 'that', 'these', 'those', 'my', 'me', 'i', 'you', 'your', 'please', 'all', 'some',
  'any', 'is', 'are', 'be', 'am', 'was', 'were', 'into', 'out', 'up', 'as', 'its', 'our', 'us', 'can', 'could',
  'would', 'will', 'do', 'does', 'just', 'now', 'there', 'here', 'so', 'let', "let's", 'lets',
  'il', 'lo', 'la', 'i', 'gli', 'le', 'un', 'uno', 'una', 'di', 'da', 'in', 'con', 'su', 'per', 'tra', 'fra',
  'e', 'ed', 'o', 'poi', 'anche', 'che', 'mi', 'ti', 'ci', 'vi', 'si', 'ne', 'l', 'd', 'del', 'dello', 'della',
  'dei', 'degli', 'delle', 'al', 'allo', 'alla', 'ai', 'agli', 'alle', 'dal', 'dallo', 'dalla', 'dai', 'dagli',
  'dalle', 'nel', 'nello', 'nella', 'nei', 'negli', 'nelle', 'sul', 'sullo', 'sulla', 'sui', 'sugli', 'sulle',
  'mio', 'mia', 'miei', 'mie', 'tuo', 'tua', 'suo', 'sua', 'questo', 'questa', 'questi', 'queste', 'quello',
  'quella', 'quelli', 'quelle', 'tutto', 'tutti', 'tutte', 'tutta', 'favore', 'piacere', 'me', 'te', 'sono',
  'è', 'sei', 'ho', 'hai', 'ha', 'adesso', 'qui', 'qua', 'li', 'là',
]);

