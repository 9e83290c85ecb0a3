import { objectVocabulary } from './object-vocabulary';
import { surfaceIndex, surfaceKey } from './surface-index';

/**
 * The canonical object a token or phrase names (`mail` is `messages`, `cartelle` is `folders`, `pdf` is
 * `files`), or undefined. A canonical object is itself (`last_turn`); a compound written with `_` or spaces that
 * is not a surface form falls back to its English head (last word, "pdf files") or Italian head (first word,
 * "file pdf").
 */
export function canonicalObject(token: string): string | undefined {
  const key = surfaceKey(token.replace(/_/gu, ' '));
  const asKey = key.replace(/ /gu, '_');
  if (Object.hasOwn(objectVocabulary, asKey)) return asKey;
  const direct = surfaceIndex.objects.get(key)?.object;
  if (direct !== undefined || !key.includes(' ')) return direct;
  const words = key.split(' ');
  return surfaceIndex.objects.get(words[words.length - 1] as string)?.object ?? surfaceIndex.objects.get(words[0] as string)?.object;
}
