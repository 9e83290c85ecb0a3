import type { Language } from '@metnos/core';

// Function words and frequent request verbs that are unambiguous in one of the two languages.
const italianWords = new Set([
  'il', 'lo', 'la', 'gli', 'le', 'un', 'uno', 'una', 'di', 'da', 'del', 'della', 'delle', 'dei', 'degli', 'nel',
  'nella', 'nelle', 'nei', 'al', 'alla', 'alle', 'ai', 'dal', 'dalla', 'con', 'su', 'sul', 'sulla', 'per', 'tra',
  'fra', 'che', 'chi', 'non', 'sono', 'sei', 'dove', 'cosa', 'come', 'quando', 'quanto', 'quanti', 'perché',
  'mi', 'ti', 'ci', 'vi', 'mio', 'mia', 'miei', 'tuo', 'tua', 'questo', 'questa', 'quello', 'quella', 'tutti',
  'tutte', 'ora', 'oggi', 'ieri', 'domani', 'trova', 'cerca', 'sposta', 'spostala', 'spostali', 'cancella',
  'elimina', 'mostra', 'mostrami', 'dimmi', 'manda', 'invia', 'apri', 'leggi', 'crea', 'posta', 'cestino',
  'ciao', 'grazie', 'favore', 'anche', 'ancora', 'poi', 'ed', 'oppure', 'ma',
]);
const englishWords = new Set([
  'the', 'a', 'an', 'of', 'to', 'is', 'are', 'was', 'be', 'where', 'what', 'how', 'when', 'who', 'which', 'why',
  'my', 'me', 'and', 'it', 'its', 'this', 'that', 'these', 'those', 'all', 'from', 'for', 'with', 'into', 'on',
  'at', 'by', 'am', 'i', 'you', 'your', 'please', 'find', 'move', 'show', 'tell', 'send', 'delete', 'open',
  'read', 'create', 'search', 'list', 'mail', 'mails', 'email', 'trash', 'now', 'today', 'yesterday', 'tomorrow',
  'hello', 'thanks', 'then', 'or', 'but', 'not', "don't", "can't",
]);
const accented = /[àèéìòù]/u;

/**
 * Guesses whether a request is Italian or English by counting unambiguous function words and request verbs
 * of each language (an accented vowel counts for Italian). Ties, including text with no known word, give
 * `fallback` (default `'en'`). Deterministic and dependency-free: good enough to pick the reply language,
 * not a general language identifier.
 */
export function detectLanguage(text: string, { fallback = 'en' }: { fallback?: Language } = {}): Language {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  let italian = 0;
  let english = 0;
  for (const word of words) {
    if (italianWords.has(word)) italian += 1;
    if (englishWords.has(word)) english += 1;
    if (accented.test(word)) italian += 1;
  }
  if (italian === english) return fallback;
  return italian > english ? 'it' : 'en';
}
