import { placeVocabulary } from '@metnos/lexicon';
import { allForms, surfaceKey } from '@metnos/lexicon/internal';
import { keywordSynonyms } from './keyword-synonyms';
import { placeKeyword } from './place-keyword';

const placeBySurface = new Map<string, string>(
  Object.entries(placeVocabulary).filter(([, entry]) => entry.kind === 'folder').flatMap(([value, entry]) =>
    allForms(entry.forms).filter((form) => !form.includes(' ')).map((form) => [surfaceKey(form), placeKeyword(value)] as const),
  ),
);

/**
 * Lemma-ish keyword form: it/en synonyms folded (`cestino` is `trash`, `scaricati` is `downloads`: the
 * well-known user folders of the Naming Authority), then an English plural reduced to its singular (`invoices` to
 * `invoice`, `categories` to `category`; `-ss`, `-us`, `-is` words are kept).
 */
export function normaliseKeyword(token: string): string {
  const synonym = keywordSynonyms[token] ?? placeBySurface.get(token);
  if (synonym !== undefined) return synonym;
  if (token.length > 4 && token.endsWith('ies')) return `${token.slice(0, -3)}y`;
  if (token.length > 3 && /[^su]s$/.test(token) && !token.endsWith('is') && /^[a-z]+$/.test(token)) return token.slice(0, -1);
  return token;
}
