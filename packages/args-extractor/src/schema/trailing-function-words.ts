/**
 * it/en words a read value does not end with: prepositions, articles and conjunctions that introduce what comes next
 * ("report nella | cartella…", "water the plants on | Saturday", "chiamare Anna il | 25 dicembre"). English verb
 * particles ("wake up", "follow up") are not among them.
 */
export const trailingFunctionWords: ReadonlySet<string> = new Set([
  'in', 'into', 'to', 'from', 'on', 'at', 'by', 'of', 'for', 'with', 'the', 'a', 'an', 'and', 'or',
  'nel', 'nella', 'nei', 'negli', 'nelle', 'nello', 'nell', 'da', 'dal', 'dalla', 'dai', 'dagli', 'dalle', 'dallo', 'dall',
  'di', 'del', 'della', 'dei', 'degli', 'delle', 'dello', 'dell', 'a', 'al', 'alla', 'ai', 'agli', 'alle', 'allo', 'all',
  'su', 'sul', 'sulla', 'sui', 'sugli', 'sulle', 'sullo', 'sull', 'per', 'con', 'entro', 'e', 'ed', 'o',
  'il', 'lo', 'la', 'i', 'gli', 'le', 'l', 'un', 'una', 'uno',
]);
