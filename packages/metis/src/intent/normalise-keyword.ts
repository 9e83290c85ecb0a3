import { keywordSynonyms } from './keyword-synonyms';

/**
 * Lemma-ish keyword form: it/en synonyms folded (`cestino` is `trash`), then an English plural reduced to its
 * singular (`invoices` to `invoice`, `categories` to `category`; `-ss`, `-us`, `-is` words are kept).
 */
export function normaliseKeyword(token: string): string {
  const synonym = keywordSynonyms[token];
  if (synonym !== undefined) return synonym;
  if (token.length > 4 && token.endsWith('ies')) return `${token.slice(0, -3)}y`;
  if (token.length > 3 && /[^su]s$/.test(token) && !token.endsWith('is') && /^[a-z]+$/.test(token)) return token.slice(0, -1);
  return token;
}
